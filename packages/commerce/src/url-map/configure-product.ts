import type { ConfigurableChildDocument, ProductDocument } from "@etalage/contracts";
import { isAvailable, selectVariant } from "./select-variant";
import { NO_AVAILABLE_VARIANTS, type UrlMapOptions } from "./url-map-options";

type Source = ProductDocument & Record<string, unknown>;

/** Fields a selected variant brings into its parent when it is not kept separate. */
const VARIANT_FIELDS = [
  "sku",
  "price",
  "price_incl_tax",
  "price_tax",
  "original_price",
  "original_price_incl_tax",
  "original_final_price",
  "special_price",
  "special_price_incl_tax",
  "special_price_tax",
  "original_special_price",
  "special_from_date",
  "special_to_date",
  "final_price",
  "final_price_incl_tax",
  "final_price_tax",
  "stock",
  "qty",
  "is_in_stock",
  "color",
  "size",
  "image",
] as const;

/**
 * Applies the url/map options to a configurable product: which variant is selected (by
 * `filters.sku` or the default child), whether unavailable children are dropped, and how the
 * selection is reported (separate `selectedVariant`, merged fields, configuration, options, errors).
 */
export function configureProduct(
  product: ProductDocument,
  childSku: string | null,
  options: UrlMapOptions,
): Source {
  const source: Source = { ...product };
  if (options.setProductErrors) {
    source.errors = {};
    source.info = {};
  }
  if (product.type_id !== "configurable") return source;

  const children = product.configurable_children;
  if (options.filterUnavailableVariants)
    source.configurable_children = children.filter(isAvailable);

  const wantsSelection =
    childSku !== null ||
    options.separateSelectedVariant ||
    options.assignProductConfiguration ||
    options.setConfigurableProductOptions;
  if (!wantsSelection) return source;

  const variant = selectVariant(
    children,
    childSku,
    options.fallbackToDefaultWhenNoAvailable ?? false,
  );
  if (!variant) {
    if (options.setProductErrors) source.errors = { variants: NO_AVAILABLE_VARIANTS };
    return source;
  }
  if (options.separateSelectedVariant) source.selectedVariant = variant;
  else mergeVariant(source, variant);
  if (options.assignProductConfiguration) source.configuration = configurationOf(product, variant);
  if (options.setConfigurableProductOptions)
    source.product_option = productOptionOf(product, variant);
  source.is_configured = true;
  return source;
}

function mergeVariant(source: Source, variant: ConfigurableChildDocument): void {
  source.parentSku = source.sku;
  for (const field of VARIANT_FIELDS) (source as Record<string, unknown>)[field] = variant[field];
}

function configurationOf(product: ProductDocument, variant: ConfigurableChildDocument) {
  const configuration: Record<string, { attribute_code: string; id: string; label: string }> = {};
  for (const option of product.configurable_options) {
    const value = (variant as unknown as Record<string, unknown>)[option.attribute_code];
    const match = option.values.find((v) => v.value_index === value);
    if (match)
      configuration[option.attribute_code] = {
        attribute_code: option.attribute_code,
        id: String(match.value_index),
        label: match.label,
      };
  }
  return configuration;
}

function productOptionOf(product: ProductDocument, variant: ConfigurableChildDocument) {
  const configurable_item_options = product.configurable_options.flatMap((option) => {
    const value = (variant as unknown as Record<string, unknown>)[option.attribute_code];
    return typeof value === "number"
      ? [{ option_id: String(option.attribute_id), option_value: String(value) }]
      : [];
  });
  return {
    extension_attributes: { custom_options: [], configurable_item_options, bundle_options: [] },
  };
}
