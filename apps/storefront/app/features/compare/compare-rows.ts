import type { ProductDocument } from "@etalage/contracts";
import { attributeValue } from "@etalage/contracts";
import { type AttributeSummary, attributeLabel, optionLabel } from "../../lib/api/attributes";
import { PRODUCT_CARD_FIELDS } from "../../lib/api/catalog-documents";

/** The product fields the comparison reads: the card atop each column, and the attributes. */
export const COMPARE_FIELDS = [
  ...PRODUCT_CARD_FIELDS,
  "id",
  "url_path",
  "type_id",
  "special_price_incl_tax",
  "color",
  "size",
  "color_options",
  "size_options",
  "erin_recommends",
  "custom_attributes",
] as const satisfies readonly (keyof ProductDocument)[];

export type ComparedProduct = Pick<ProductDocument, (typeof COMPARE_FIELDS)[number]>;

export interface CompareRow {
  code: string;
  label: string;
  /** One cell per product, in the products' order; "—" where a product has no value. */
  values: string[];
}

/** The option ids a product has for an attribute: its own, its children's, or a custom attribute. */
function valuesOf(product: ComparedProduct, code: string): (string | number)[] {
  if (code === "color" && product.color_options.length > 0) return product.color_options;
  if (code === "size" && product.size_options.length > 0) return product.size_options;
  const value = attributeValue(product, code);
  return value === undefined ? [] : [value];
}

/**
 * Side by side, the comparable attributes (attribute documents with is_comparable), each value
 * in the store's language; attributes no compared product has are left out.
 */
export function compareRows(
  products: readonly ComparedProduct[],
  attributes: readonly AttributeSummary[],
): CompareRow[] {
  return attributes
    .filter((attribute) => attribute.is_comparable)
    .map((attribute) => ({
      code: attribute.attribute_code,
      label: attributeLabel(attribute),
      values: products.map((product) => {
        const labels = valuesOf(product, attribute.attribute_code)
          .map((value) => optionLabel(attribute, value) ?? String(value))
          .filter(Boolean);
        return labels.length > 0 ? labels.join(", ") : "—";
      }),
    }))
    .filter((row) => row.values.some((value) => value !== "—"));
}
