import { formatPrice } from "@etalage/pricing";
import { type ReactNode, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { AddToCartButtonProps } from "./add-to-cart-button";
import { BundleOptions } from "./bundle-options";
import {
  bundleChoices,
  bundlePrice,
  defaultBundleSelection,
  missingBundleOptions,
} from "./bundle-selection";
import { CustomOptions } from "./custom-options";
import {
  type CustomSelection,
  customChoices,
  customOptionsPrice,
  missingCustomOptions,
} from "./custom-selection";
import { hasPricedOptions } from "./priced-options";
import type { ProductPageDocument } from "./product-page-data";
import "../../i18n/catalog-product-texts";

/** What the shopper chose beyond colour and size, for the cart, and what is still to choose. */
export interface ExtraChoices {
  options: NonNullable<AddToCartButtonProps["options"]>;
  missing: readonly string[];
}

/**
 * A bundle's choices or a product's custom options (a gift card's amount, say), with the price
 * they make. Only such products load this code; the panel's buying part follows the choices.
 */
export default function ProductChoices({
  product,
  note,
  buy,
}: {
  product: ProductPageDocument;
  /** Shown between the choices and the buying part (a digital product's note). */
  note: ReactNode;
  buy(choices: ExtraChoices): ReactNode;
}) {
  const { t } = useTranslation();
  const [bundle, setBundle] = useState(() => defaultBundleSelection(product.bundle_options));
  const [custom, setCustom] = useState<CustomSelection>({});
  return (
    <>
      {product.type_id === "bundle" ? (
        <>
          <BundleOptions options={product.bundle_options} selection={bundle} onChange={setBundle} />
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
      {note}
      {buy({
        options: {
          bundle_options: bundleChoices(product.bundle_options, bundle),
          custom_options: customChoices(custom),
        },
        missing: [
          ...missingBundleOptions(product.bundle_options, bundle),
          ...missingCustomOptions(product.custom_options, custom),
        ],
      })}
    </>
  );
}
