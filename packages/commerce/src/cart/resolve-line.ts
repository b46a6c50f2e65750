import type {
  CartProductOption,
  ConfigurableItemOption,
  ProductDocument,
  StoreCode,
} from "@etalage/contracts";
import { CART_MESSAGES } from "@etalage/contracts";
import { isEnabledStatus } from "@etalage/pricing";
import { isOfferedPart } from "../catalogue";
import { chooseBundle } from "./bundle-choice";
import type { CartCatalogue } from "./cart-catalogue";
import { invalid } from "./cart-error";
import { chooseChild, describeChild } from "./configurable-choice";
import { chooseCustomOptions } from "./custom-option-choices";
import type { CartLineRequest, OptionLabel } from "./line-request";
import { optionsChecksum } from "./options-checksum";
import type { ResolvedLine } from "./resolved-line";

const VIRTUAL_TYPES = new Set(["virtual", "downloadable"]);

/**
 * Works out a requested line from the catalogue of a store view: the product (a configurable
 * child sku finds its parent; a parent sku with options finds its child), its checked options,
 * its unit price incl. VAT and the stock it takes. Throws a CartError for an unknown product or
 * options that do not fit. Whether it may be sold now is `assertSellable`'s question.
 */
export function resolveLine(
  catalogue: CartCatalogue,
  store: StoreCode,
  request: CartLineRequest,
): ResolvedLine {
  const found = catalogue.product(store, request.sku);
  if (!found) throw invalid(CART_MESSAGES.productNotFound);
  const parent =
    found.type_id !== "configurable" && found.visibility === 1
      ? catalogue.configurableParentOf(store, found.sku)
      : undefined;
  const product = parent ?? found;
  if (product.type_id === "grouped") throw invalid(CART_MESSAGES.groupedProduct);
  const requested = request.productOption?.extension_attributes ?? {};
  const custom = chooseCustomOptions(product, requested.custom_options);

  const line = {
    product,
    productId: product.id,
    productType: product.type_id,
    name: product.name,
    qty: request.qty,
  };
  if (product.type_id === "configurable") {
    const variant = parent
      ? describeChild(product, childOf(product, found.sku))
      : chooseChild(product, requested.configurable_item_options);
    const { child } = variant;
    return {
      ...line,
      sku: child.sku,
      unitPriceInclTax: child.final_price_incl_tax + custom.priceInclTax,
      taxClassId: child.tax_class_id,
      isVirtual: child.type_id === "virtual",
      isEnabled: isEnabledStatus(product.status) && isEnabledStatus(child.status),
      ...withOptions(variant.options, custom.choices, undefined, [
        ...variant.labels,
        ...custom.labels,
      ]),
      stockPerUnit: [{ sku: child.sku, qty: 1 }],
    };
  }
  if (product.type_id === "bundle") {
    const bundle = chooseBundle(product, requested.bundle_options);
    const partsEnabled = bundle.parts.every(({ link }) => {
      const part = catalogue.product(store, link.sku);
      return part !== undefined && isOfferedPart(part.status);
    });
    return {
      ...line,
      sku: product.sku,
      unitPriceInclTax: bundle.priceInclTax + custom.priceInclTax,
      taxClassId: product.tax_class_id,
      isVirtual: false,
      isEnabled: isEnabledStatus(product.status) && partsEnabled,
      ...withOptions([], custom.choices, bundle.choices, [...bundle.labels, ...custom.labels]),
      stockPerUnit: bundle.parts.map(({ link, qty }) => ({ sku: link.sku, qty })),
    };
  }
  return {
    ...line,
    sku: product.sku,
    unitPriceInclTax: product.final_price_incl_tax + custom.priceInclTax,
    taxClassId: product.tax_class_id,
    isVirtual: VIRTUAL_TYPES.has(product.type_id),
    isEnabled: isEnabledStatus(product.status),
    ...withOptions([], custom.choices, undefined, custom.labels),
    stockPerUnit: [{ sku: product.sku, qty: 1 }],
  };
}

function childOf(parent: ProductDocument, sku: string) {
  const child = parent.configurable_children.find((c) => c.sku === sku);
  if (!child) throw invalid(CART_MESSAGES.noSuchConfiguration);
  return child;
}

function withOptions(
  configurable: ConfigurableItemOption[],
  custom: NonNullable<CartProductOption["extension_attributes"]["custom_options"]>,
  bundle: CartProductOption["extension_attributes"]["bundle_options"],
  labels: OptionLabel[],
) {
  const extension: CartProductOption["extension_attributes"] = {};
  if (configurable.length > 0) extension.configurable_item_options = configurable;
  if (custom.length > 0) extension.custom_options = custom;
  if (bundle && bundle.length > 0) extension.bundle_options = bundle;
  const productOption =
    Object.keys(extension).length > 0 ? { extension_attributes: extension } : null;
  return { productOption, optionsChecksum: optionsChecksum(productOption), optionLabels: labels };
}

/** May this line be sold now: enabled, and a known price (zero-price products are allowed). */
export function assertSellable(line: ResolvedLine): void {
  if (!line.isEnabled) throw invalid(CART_MESSAGES.productDisabled);
  if (!(line.unitPriceInclTax >= 0)) throw invalid(CART_MESSAGES.priceUnknown);
}
