import { productPath } from "@etalage/contracts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { type AttributeSummary, loadAttributes } from "../../lib/api/attributes";
import { browserApi } from "../../lib/api/browser-api";
import { useStoreView } from "../../lib/use-store-view";
import { cardPrice } from "../../parts/products/card-price";
import { KeptListProducts } from "../../parts/products/kept-list-products";
import { PriceTag } from "../../parts/products/price-tag";
import { hasImage, imageUrl } from "../../parts/products/product-image";
import { compareList } from "./compare-list";
import { COMPARE_FIELDS, type ComparedProduct, compareRows } from "./compare-rows";
import "../../parts/products/products.css";
import "./compare.css";
import "../../i18n/catalog-product-texts";

/** The comparison: the chosen products side by side with their comparable attributes. */
export function CompareView() {
  const { t } = useTranslation();
  const store = useStoreView();
  const [attributes, setAttributes] = useState<AttributeSummary[]>([]);
  useEffect(() => {
    loadAttributes(browserApi, store).then(setAttributes, () => setAttributes([]));
  }, [store]);

  return (
    <div className="compare">
      <h1 className="page-title">{t("compare.title")}</h1>
      <KeptListProducts
        list={compareList}
        fields={COMPARE_FIELDS}
        failed={t("compare.failed")}
        empty={t("compare.empty")}
      >
        {(products) => <CompareTable products={products} attributes={attributes} />}
      </KeptListProducts>
    </div>
  );
}

/** The products side by side: each one's card at the head of its column, its values below. */
function CompareTable({
  products,
  attributes,
}: {
  products: readonly ComparedProduct[];
  attributes: AttributeSummary[];
}) {
  const { t } = useTranslation();
  const store = useStoreView();
  const rows = compareRows(products, attributes);
  return (
    <div className="compare__scroll">
      <table className="compare__table">
        <caption className="visually-hidden">{t("compare.title")}</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.sku} scope="col" className="compare__product">
                <Link to={productPath(store, product.sku, product.url_key)}>
                  {hasImage(product.image) ? (
                    <img src={imageUrl(product.image, "card")} width={165} height={223} alt="" />
                  ) : null}
                  <span className="compare__name">{product.name}</span>
                </Link>
                <PriceTag price={cardPrice(product)} />
                <button
                  type="button"
                  className="text-button"
                  aria-label={t("compare.removeNamed", { name: product.name })}
                  onClick={() => compareList.remove(product.sku)}
                >
                  {t("compare.removeShort")}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={products[index]?.sku}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
