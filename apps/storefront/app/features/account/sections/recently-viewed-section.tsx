import "./sections.css";
import { useTranslation } from "../../../i18n/i18n";
import { RecentlyViewedProducts } from "./recently-viewed-products";
import "../../../parts/products/products.css";

/** Recently viewed: the products the shopper opened, kept in this browser. */
export function RecentlyViewedSection() {
  const { t } = useTranslation();
  return (
    <section id="recent" className="account-section" aria-labelledby="recent-title">
      <h2 id="recent-title" className="account-section__title">
        {t("account.recent.title")}
      </h2>
      <RecentlyViewedProducts />
    </section>
  );
}
