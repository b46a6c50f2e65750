import "./sections.css";
import { useTranslation } from "../../../i18n/i18n";
import { RecentlyViewedProducts } from "./recently-viewed-products";
import "../../../parts/products/products.css";
import { AccountSection } from "../account-section";

/** Recently viewed: the products the shopper opened, kept in this browser. */
export function RecentlyViewedSection() {
  const { t } = useTranslation();
  return (
    <AccountSection id="recent" title={t("account.recent.title")}>
      <RecentlyViewedProducts />
    </AccountSection>
  );
}
