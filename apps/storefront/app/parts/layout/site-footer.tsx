import { type StaticCmsPage, staticCmsPagePath } from "@etalage/contracts";
import { NewsletterForm } from "../../features/newsletter/public";
import { useTranslation } from "../../i18n/i18n";
import { useLinkNavigation } from "../../lib/use-link-navigation";
import { useStoreView } from "../../lib/use-store-view";

const SERVICE_PAGES: readonly StaticCmsPage[] = [
  "customer-service",
  "delivery",
  "returns",
  "size-guide",
  "contact",
];
const SHOP_PAGES: readonly StaticCmsPage[] = ["about-us", "store-locator", "privacy", "legal"];

/** Plain links, followed in the page by the list's one click handler (useLinkNavigation). */
function PageLinks({ pages }: { pages: readonly StaticCmsPage[] }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const followLink = useLinkNavigation();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links take Enter themselves; this only keeps their clicks in the page
    <ul className="site-footer__links" onClick={followLink}>
      {pages.map((page) => (
        <li key={page}>
          <a href={staticCmsPagePath(store, page)}>{t(`cms.${page}`)}</a>
        </li>
      ))}
    </ul>
  );
}

/** A column of the footer, named by its heading. */
function FooterColumn({
  as: Column,
  id,
  heading,
  className,
  children,
}: {
  as: "nav" | "section";
  id: string;
  heading: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Column aria-labelledby={id} className={className}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      {children}
    </Column>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <FooterColumn as="section" id="footer-promises" heading={t("footer.promises")}>
          <ul className="site-footer__promises">
            <li className="site-footer__promise">{t("promises.freeReturns")}</li>
            <li className="site-footer__promise">{t("promises.sameDayDispatch")}</li>
            <li className="site-footer__promise">{t("promises.newsletterCoupon")}</li>
          </ul>
        </FooterColumn>
        <FooterColumn as="nav" id="footer-service" heading={t("footer.service")}>
          <PageLinks pages={SERVICE_PAGES} />
        </FooterColumn>
        <FooterColumn as="nav" id="footer-shop" heading={t("footer.about")}>
          <PageLinks pages={SHOP_PAGES} />
        </FooterColumn>
        <FooterColumn
          as="section"
          id="footer-newsletter"
          heading={t("footer.newsletter")}
          className="site-footer__newsletter"
        >
          <p className="site-footer__newsletter-intro">{t("footer.newsletterIntro")}</p>
          <NewsletterForm place="footer" />
        </FooterColumn>
      </div>
      <p className="site-footer__legal">
        <span className="site-footer__wordmark">Etalage</span>
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
