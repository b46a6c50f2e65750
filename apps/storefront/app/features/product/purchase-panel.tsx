import { formatPrice } from "@etalage/pricing";
import { Suspense, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { AddToCartButton } from "../cart/add-to-cart-button";
import { CompareButton } from "../compare/compare-button";
import { WishlistButton } from "../wishlist/wishlist-button";
import {
  bundleChoices,
  bundlePrice,
  defaultBundleSelection,
  missingBundleOptions,
} from "./bundle-selection";
import { ConfigurableOptions } from "./configurable-options";
import {
  type CustomSelection,
  customChoices,
  customOptionsPrice,
  hasPricedOptions,
  missingCustomOptions,
} from "./custom-selection";
import type { ProductPageDocument } from "./product-page-data";
import { BundleOptions, CustomOptions, DigitalNote, GroupedItems } from "./product-type-parts";
import { QuantityInput } from "./quantity-input";
import { SizeGuide } from "./size-guide";
import { StockStatus } from "./stock-status";
import { useStockCheck } from "./use-stock-check";
import type { VariantSelection } from "./use-variant-selection";
import { variantErrors } from "./variant-rules";
import "../../i18n/catalog-product-texts";

/** What the shopper chooses and buys: options, stock, quantity, add to cart, wishlist, compare. */
export function PurchasePanel({
  product,
  selection,
}: {
  product: ProductPageDocument;
  selection: VariantSelection;
}) {
  const { t } = useTranslation();
  const [qty, setQty] = useState(1);
  const [bundle, setBundle] = useState(() => defaultBundleSelection(product.bundle_options));
  const [custom, setCustom] = useState<CustomSelection>({});
  const isConfigurable = product.type_id === "configurable";
  const { variant } = selection;
  const stockSource = isConfigurable ? variant : product;
  const stock = useStockCheck(stockSource?.sku ?? null, stockSource?.stock ?? product.stock);
  const variantError = isConfigurable ? variantErrors(variant).variants : undefined;
  const missing = [
    ...missingBundleOptions(product.bundle_options, bundle),
    ...missingCustomOptions(product.custom_options, custom),
  ];
  const hasSizes = product.configurable_options.some((option) => option.attribute_code === "size");
  const maxQty = stock.manage_stock ? Math.max(1, stock.qty) : 10_000;

  return (
    <div className="purchase">
      {isConfigurable ? (
        <ConfigurableOptions
          options={product.configurable_options}
          variants={product.configurable_children}
          configuration={selection.configuration}
          onChoose={selection.choose}
          sizeAside={hasSizes ? <SizeGuide /> : null}
        />
      ) : null}
      <Suspense fallback={null}>
        {product.type_id === "bundle" ? (
          <>
            <BundleOptions
              options={product.bundle_options}
              selection={bundle}
              onChange={setBundle}
            />
            <p className="purchase__bundle-total">
              {t("product.bundleTotal")}{" "}
              <strong>{formatPrice(bundlePrice(product.bundle_options, bundle))}</strong>
            </p>
          </>
        ) : null}
        {product.custom_options.length > 0 ? (
          <CustomOptions options={product.custom_options} selection={custom} onChange={setCustom} />
        ) : null}
        {hasPricedOptions(product.custom_options) ? (
          <p className="purchase__bundle-total">
            {t("product.optionsTotal")}{" "}
            <strong>
              {formatPrice(
                product.final_price_incl_tax + customOptionsPrice(product.custom_options, custom),
              )}
            </strong>
          </p>
        ) : null}
        {product.type_id === "virtual" || product.type_id === "downloadable" ? (
          <DigitalNote product={product} />
        ) : null}
      </Suspense>
      {product.type_id === "grouped" ? (
        <Suspense fallback={null}>
          <GroupedItems links={product.product_links} />
        </Suspense>
      ) : variantError ? (
        <p className="purchase__error" role="alert">
          {t(variantError)}
        </p>
      ) : (
        <>
          <StockStatus inStock={stock.is_in_stock} isVariant={isConfigurable} />
          <div className="purchase__buy">
            <QuantityInput value={Math.min(qty, maxQty)} max={maxQty} onChange={setQty} />
            <AddToCartButton
              product={product}
              variantSku={isConfigurable ? (variant?.sku ?? null) : null}
              qty={Math.min(qty, maxQty)}
              options={{
                bundle_options: bundleChoices(product.bundle_options, bundle),
                custom_options: customChoices(custom),
              }}
              disabled={!stock.is_in_stock || missing.length > 0}
            />
          </div>
          {missing.length > 0 ? (
            <p className="purchase__hint">
              {t("product.chooseFirst", { options: missing.join(", ") })}
            </p>
          ) : null}
        </>
      )}
      <div className="purchase__lists">
        <WishlistButton sku={product.sku} name={product.name} />
        <CompareButton sku={product.sku} name={product.name} />
      </div>
    </div>
  );
}
