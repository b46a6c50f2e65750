import { useTranslation } from "../../../i18n/i18n";
import { PRODUCT_CARD_FIELDS } from "../../../lib/api/catalog-documents";
import { useHydrated } from "../../../lib/use-hydrated";
import { useListedProducts } from "../../../lib/use-listed-products";
import { ProductGrid } from "../../../parts/products/product-grid";
import { clearRecentlyViewed, useRecentlyViewed } from "./recently-viewed";
import "../../../i18n/account-texts";

/**
 * The products the shopper opened lately, newest first, as cards; a product no longer sold
 * drops out. Usable on any page that may fetch products in the browser (the account's section).
 */
export function RecentlyViewedProducts() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const skus = useRecentlyViewed();
  const listed = useListedProducts(skus, PRODUCT_CARD_FIELDS, hydrated);
  if (hydrated && skus.length === 0)
    return <p className="account-note">{t("account.recent.none")}</p>;
  if (!hydrated || listed.status === "loading")
    return (
      <p className="account-note" aria-busy="true">
        {t("account.recent.loading")}
      </p>
    );
  if (listed.status === "failed")
    return <p className="account-note">{t("account.recent.failed")}</p>;
  if (listed.products.length === 0)
    return <p className="account-note">{t("account.recent.none")}</p>;
  return (
    <div className="recently-viewed" data-testid="recently-viewed">
      <ProductGrid products={listed.products} belowFold />
      <div>
        <button type="button" className="account-link" onClick={clearRecentlyViewed}>
          {t("account.recent.clear")}
        </button>
      </div>
    </div>
  );
}
