import {
  attributeOptionId,
  type ConfigurableChildDocument,
  type ConfigurableOption,
} from "@etalage/contracts";
import type { MessageKey } from "../i18n/translate";
import "../i18n/catalog-product-texts";

/** The child fields the variant rules read. */
export type VariantChild = Pick<
  ConfigurableChildDocument,
  "sku" | "status" | "final_price_incl_tax" | "stock"
>;

/** Option values of a configuration, by attribute code: { color: 101, size: 203 }. */
export type Configuration = Readonly<Record<string, number>>;

/**
 * docs/specification/messages.md messages of choosing a variant, by text key (the English texts are the
 * seeds' own: 'No such configuration for the product. Please do choose another combination of
 * attributes.', 'No available product variants', 'In stock!', 'Out of stock!', 'Selected
 * variant is out of stock').
 */
export const VARIANT_MESSAGES = {
  noSuchConfiguration: "product.noSuchConfiguration",
  noAvailableVariants: "product.noAvailableVariants",
  outOfStock: "product.outOfStock",
  selectedVariantOutOfStock: "product.selectedVariantOutOfStock",
  inStock: "product.inStock",
} as const satisfies Record<string, MessageKey>;

/** docs/specification/cart.md availability: unavailable (status 2 or higher), out of stock, or available. */
export type Availability = "available" | "out_of_stock" | "unavailable";

export const isEnabled = (child: VariantChild) => child.status < 2;

export function availabilityOf(child: VariantChild): Availability {
  if (!isEnabled(child)) return "unavailable";
  return child.stock.is_in_stock ? "available" : "out_of_stock";
}

/** Among equal matches the cheaper child is chosen (docs/specification/catalogue.md). */
function cheapest<T extends VariantChild>(children: readonly T[]): T | null {
  let best: T | null = null;
  for (const child of children)
    if (!best || child.final_price_incl_tax < best.final_price_incl_tax) best = child;
  return best;
}

/** The default child: the cheapest available one. */
export function defaultVariant<T extends VariantChild>(children: readonly T[]): T | null {
  return cheapest(children.filter((child) => availabilityOf(child) === "available"));
}

/**
 * The variant a page shows for the child sku in its URL: that child when it is enabled (even
 * out of stock, so the shopper sees why), else the default child; null when none is available.
 */
export function selectVariant<T extends VariantChild>(
  children: readonly T[],
  sku: string | null,
): T | null {
  const asked = sku ? children.find((child) => child.sku === sku && isEnabled(child)) : undefined;
  return asked ?? defaultVariant(children);
}

/** docs/specification/catalogue.md: errors.variants is set when no variant can be selected. */
export function variantErrors(selected: VariantChild | null): { variants?: MessageKey } {
  return selected ? {} : { variants: VARIANT_MESSAGES.noAvailableVariants };
}

/** A child's option values for the product's configurable options. */
export function configurationOf(
  options: readonly Pick<ConfigurableOption, "attribute_code">[],
  child: VariantChild,
): Configuration {
  const configuration: Record<string, number> = {};
  for (const { attribute_code: code } of options) {
    const value = attributeOptionId(child, code);
    if (value !== undefined) configuration[code] = value;
  }
  return configuration;
}

const matches = (child: VariantChild, configuration: Configuration) =>
  Object.entries(configuration).every(([code, value]) => attributeOptionId(child, code) === value);

/** The enabled child with exactly this configuration (the cheaper one among equals), or null. */
export function findVariant<T extends VariantChild>(
  children: readonly T[],
  configuration: Configuration,
): T | null {
  return cheapest(children.filter((child) => isEnabled(child) && matches(child, configuration)));
}

export type OptionChoice<T> = { variant: T } | { warning: MessageKey };

/**
 * The shopper picks one option value. The child with that value and the other current choices
 * is taken; failing that, the best child with that value (in stock first, then cheapest), so a
 * colour without the current size still opens. When no enabled child has the value at all, the
 * warning 'No such configuration for the product…' is given and the selection stays.
 */
export function chooseOption<T extends VariantChild>(
  children: readonly T[],
  current: Configuration,
  code: string,
  value: number,
): OptionChoice<T> {
  const exact = findVariant(children, { ...current, [code]: value });
  if (exact) return { variant: exact };
  const withValue = children.filter(
    (child) => isEnabled(child) && attributeOptionId(child, code) === value,
  );
  const fallback =
    cheapest(withValue.filter((child) => child.stock.is_in_stock)) ?? cheapest(withValue);
  return fallback ? { variant: fallback } : { warning: VARIANT_MESSAGES.noSuchConfiguration };
}

/**
 * How an option value looks next to the shopper's other choices: available, out of stock (the
 * child exists but has no stock) or unavailable (no enabled child with it).
 */
export function optionAvailability(
  children: readonly VariantChild[],
  current: Configuration,
  code: string,
  value: number,
): Availability {
  const others = Object.fromEntries(Object.entries(current).filter(([key]) => key !== code));
  const variant = findVariant(children, { ...others, [code]: value });
  return variant ? availabilityOf(variant) : "unavailable";
}

/** The stock line of the product page: docs/specification/messages.md 'In stock!', 'Out of stock!' and the variant's. */
export function stockMessage(inStock: boolean, isVariant: boolean): MessageKey {
  if (inStock) return VARIANT_MESSAGES.inStock;
  return isVariant ? VARIANT_MESSAGES.selectedVariantOutOfStock : VARIANT_MESSAGES.outOfStock;
}
