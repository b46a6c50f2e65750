import type { ProductDocument } from "@etalage/contracts";
import { attributeValue } from "@etalage/contracts";
import { type AttributeSummary, attributeLabel, optionLabel } from "../../lib/api/attributes";

/** One line of the product's details: "Materiaal: Viscose". */
export interface ProductDetail {
  code: string;
  label: string;
  value: string;
}

/** Attributes shown as details; colour and size are chosen, not read. */
const DETAIL_CODES = ["material"];

/** The product's own select attributes, labelled in the store's language. */
export function productDetails(
  product: Pick<ProductDocument, "custom_attributes">,
  attributes: readonly AttributeSummary[],
): ProductDetail[] {
  return DETAIL_CODES.flatMap((code) => {
    const attribute = attributes.find((candidate) => candidate.attribute_code === code);
    const own = attributeValue(product, code);
    if (!attribute || own === undefined) return [];
    const value = optionLabel(attribute, own);
    return value ? [{ code, label: attributeLabel(attribute), value }] : [];
  });
}
