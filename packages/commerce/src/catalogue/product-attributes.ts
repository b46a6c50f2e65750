import type { CustomAttributePair, SeedProduct, StoreCode } from "@etalage/contracts";
import type { CatalogueLookup } from "./catalogue-lookup";

/** A select attribute's option id, whether stored as a number or a numeric string. */
export function optionIdOf(value: number | string | undefined): number | null {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isInteger(Number(value))) {
    return Number(value);
  }
  return null;
}

export function optionLabel(lookup: CatalogueLookup, optionId: number, store: StoreCode): string {
  return lookup.optionsById.get(optionId)?.label[store] ?? String(optionId);
}

/** The product's attributes as Magento's attribute_code/value pairs. */
export function customAttributes(product: SeedProduct): CustomAttributePair[] {
  return Object.entries(product.attributes).map(([attribute_code, value]) => ({
    attribute_code,
    value,
  }));
}

/** erin_recommends is a yes/no attribute: 1 or 0. */
export function erinRecommends(product: SeedProduct): number {
  return optionIdOf(product.attributes.erin_recommends) === 1 ? 1 : 0;
}
