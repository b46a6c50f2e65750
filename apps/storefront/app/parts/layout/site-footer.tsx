import { type StaticCmsPage, staticCmsPagePath } from "@etalage/contracts";
import { Link } from "react-router";
import { NewsletterForm } from "../../features/newsletter/public";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";

const SERVICE_PAGES: readonly StaticCmsPage[] = [
  "customer-service",
  "delivery",
  "returns",
  "size-guide",
  "contact",
];
const SHOP_PAGES: readonly StaticCmsPage[] = ["about-us", "store-locator", "privacy", "legal"];

function PageLinks({ pages }: { pages: readonly StaticCmsPage[] }) {
  const { t } = useTranslation();
  const store = useStoreView();
  return (
    <ul className="site-footer__links">
      {pages.map((page) => (
        <li key={page}>
          <Link to={staticCmsPagePath(store, page)}>{t(`cms.${page}`)}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-promises">
          <h2 id="footer-promises" className="site-footer__heading">
            {t("footer.promises")}
          </h2>
          <ul className="site-footer__promises">
            <li className="site-footer__promise">{t("promises.freeReturns")}</li>
            <li className="site-footer__promise">{t("promises.sameDayDispatch")}</li>
            <li className="site-footer__promise">{t("promises.newsletterCoupon")}</li>
          </ul>
        </section>
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className="site-footer__heading">
            {t("footer.service")}
          </h2>
          <PageLinks pages={SERVICE_PAGES} />
        </nav>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="site-footer__heading">
            {t("footer.about")}
          </h2>
          <PageLinks pages={SHOP_PAGES} />
        </nav>
        <section aria-labelledby="footer-newsletter" className="site-footer__newsletter">
          <h2 id="footer-newsletter" className="site-footer__heading">
            {t("footer.newsletter")}
          </h2>
          <p className="site-footer__newsletter-intro">{t("footer.newsletterIntro")}</p>
          <NewsletterForm place="footer" />
        </section>
      </div>
      <p className="site-footer__legal">
        <span className="site-footer__wordmark">Etalage</span>
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
