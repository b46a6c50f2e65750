import type { CustomAttributePair, SeedProduct, StoreCode } from "@etalage/contracts";
import type { CatalogueLookup } from "./catalogue-lookup";
import { NONE, type SharedParts } from "./shared-parts";

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
export function customAttributes(shared: SharedParts, product: SeedProduct): CustomAttributePair[] {
  return shared.ofProduct("custom_attributes", product.id, () => {
    const entries = Object.entries(product.attributes);
    if (entries.length === 0) return NONE;
    // Variants repeat the same few colour/size combinations: one list per combination.
    return shared.one(`attributes:${JSON.stringify(entries)}`, () =>
      entries.map(([code, value]) =>
        shared.one(`attribute:${JSON.stringify([code, value])}`, () => ({
          attribute_code: shared.text(code),
          value: typeof value === "string" ? shared.text(value) : value,
        })),
      ),
    );
  });
}

/** erin_recommends is a yes/no attribute: 1 or 0. */
export function erinRecommends(product: SeedProduct): number {
  return optionIdOf(product.attributes.erin_recommends) === 1 ? 1 : 0;
}
