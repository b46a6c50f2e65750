import { storePath } from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { PRODUCT_CARD_FIELDS } from "../../lib/api/catalog-documents";
import { useSkuList } from "../../lib/sku-list-store";
import { useHydrated } from "../../lib/use-hydrated";
import { useListedProducts } from "../../lib/use-listed-products";
import { useStoreView } from "../../lib/use-store-view";
import { ProductCard } from "../../parts/products/product-card";
import "../../parts/products/products.css";
import { wishlist } from "./wishlist";
import "./wishlist.css";
import "../../i18n/catalog-product-texts";

/** The guest's wishlist (kept in the browser): product cards, each with a remove button. */
export function WishlistView() {
  const { t } = useTranslation();
  const store = useStoreView();
  const hydrated = useHydrated();
  const skus = useSkuList(wishlist);
  const listed = useListedProducts(skus, PRODUCT_CARD_FIELDS, hydrated);
  let body: React.ReactNode;
  if (!hydrated || listed.status === "loading") body = <p aria-busy="true">{t("modal.loading")}</p>;
  else if (listed.status === "failed") body = <p className="empty-note">{t("wishlist.failed")}</p>;
  else if (listed.products.length === 0)
    body = (
      <div className="empty-note">
        <p>{t("wishlist.empty")}</p>
        <Link to={storePath(store, "/")} className="button">
          {t("notFound.home")}
        </Link>
      </div>
    );
  else
    body = (
      <ul className="product-grid">
        {listed.products.map((product) => (
          <li
            key={product.sku}
            data-price-current={product.price_is_current}
            data-price-refreshed-at={product.price_refreshed_at ?? undefined}
          >
            <ProductCard product={product} />
            <button
              type="button"
              className="text-button"
              aria-label={t("wishlist.removeNamed", { name: product.name })}
              onClick={() => wishlist.remove(product.sku)}
            >
              {t("wishlist.removeShort")}
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="wishlist-page">
      <h1 className="page-title">{t("wishlist.title")}</h1>
      {body}
    </div>
  );
}
