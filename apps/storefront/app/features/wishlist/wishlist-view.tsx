import { useTranslation } from "../../i18n/i18n";
import { PRODUCT_CARD_FIELDS } from "../../lib/api/catalog-documents";
import { KeptListProducts } from "../../parts/products/kept-list-products";
import { ProductCard } from "../../parts/products/product-card";
import "../../parts/products/products.css";
import { wishlist } from "./wishlist";
import "./wishlist.css";
import "../../i18n/catalog-product-texts";

/** The guest's wishlist (kept in the browser): product cards, each with a remove button. */
export function WishlistView() {
  const { t } = useTranslation();
  return (
    <div className="wishlist-page">
      <h1 className="page-title">{t("wishlist.title")}</h1>
      <KeptListProducts
        list={wishlist}
        fields={PRODUCT_CARD_FIELDS}
        failed={t("wishlist.failed")}
        empty={t("wishlist.empty")}
      >
        {(products) => (
          <ul className="product-grid">
            {products.map((product) => (
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
        )}
      </KeptListProducts>
    </div>
  );
}
