import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { variantErrors } from "../../lib/variant-rules";
import { CompareButton } from "../compare/public";
import { WishlistButton } from "../wishlist/public";
import { AddToCartButton, warmUpCart } from "./add-to-cart-button";
import { ConfigurableOptions } from "./configurable-options";
import type { ExtraChoices } from "./product-choices";
import type { ProductPageDocument } from "./product-page-data";
import { DigitalNote, GroupedItems, ProductChoices } from "./product-type-parts";
import { QuantityInput } from "./quantity-input";
import { SizeGuide } from "./size-guide";
import { StockStatus } from "./stock-status";
import { useStockCheck } from "./use-stock-check";
import type { VariantSelection } from "./use-variant-selection";
import "../../i18n/catalog-product-texts";

/** "Notify me" is for a sold-out product or size only: its code comes with such a page. */
const NotifyMeButton = lazy(() =>
  import("./notify-me-button").then((module) => ({ default: module.NotifyMeButton })),
);

/** A product without bundle or custom options adds itself with no further choices. */
const NO_CHOICES: ExtraChoices = {
  options: { bundle_options: [], custom_options: [] },
  missing: [],
};

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
  const isConfigurable = product.type_id === "configurable";
  const { variant } = selection;
  const stockSource = isConfigurable ? variant : product;
  const stock = useStockCheck(stockSource?.sku ?? null, stockSource?.stock ?? product.stock);
  const variantError = isConfigurable ? variantErrors(variant).variants : undefined;
  const hasSizes = product.configurable_options.some((option) => option.attribute_code === "size");
  const maxQty = stock.manage_stock ? Math.max(1, stock.qty) : 10_000;
  const hasChoices = product.type_id === "bundle" || product.custom_options.length > 0;
  const note =
    product.type_id === "virtual" || product.type_id === "downloadable" ? (
      <Suspense fallback={null}>
        <DigitalNote product={product} />
      </Suspense>
    ) : null;

  const buy = ({ options, missing }: ExtraChoices) =>
    product.type_id === "grouped" ? (
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
          {/* Another size starts its field over, within that size's stock. */}
          <QuantityInput
            key={stockSource?.sku}
            value={Math.min(qty, maxQty)}
            max={maxQty}
            onChange={setQty}
          />
          <AddToCartButton
            product={product}
            variantSku={isConfigurable ? (variant?.sku ?? null) : null}
            qty={Math.min(qty, maxQty)}
            options={options}
            disabled={!stock.is_in_stock || missing.length > 0}
          />
        </div>
        {!stock.is_in_stock && stockSource ? (
          // A new product or size is a new alert: the button starts over with it.
          <Suspense fallback={null}>
            <NotifyMeButton key={stockSource.id} productId={stockSource.id} />
          </Suspense>
        ) : null}
        {missing.length > 0 ? (
          <p className="purchase__hint">
            {t("product.chooseFirst", { options: missing.join(", ") })}
          </p>
        ) : null}
      </>
    );

  return (
    // Choosing options is the way to the add button: the cart's code comes meanwhile. The
    // handlers only fetch code, so the box offers nothing more to assistive technology.
    // biome-ignore lint/a11y/noStaticElementInteractions: a prefetch hint, not an interaction
    <div
      className="purchase"
      onPointerEnter={warmUpCart}
      onTouchStart={warmUpCart}
      onFocus={warmUpCart}
    >
      {isConfigurable ? (
        <ConfigurableOptions
          options={product.configurable_options}
          variants={product.configurable_children}
          configuration={selection.configuration}
          onChoose={selection.choose}
          sizeAside={hasSizes ? <SizeGuide /> : null}
        />
      ) : null}
      {hasChoices ? (
        <Suspense fallback={null}>
          <ProductChoices product={product} note={note} buy={buy} />
        </Suspense>
      ) : (
        <>
          {note}
          {buy(NO_CHOICES)}
        </>
      )}
      <div className="purchase__lists">
        <WishlistButton sku={product.sku} name={product.name} />
        <CompareButton sku={product.sku} name={product.name} />
      </div>
    </div>
  );
}
