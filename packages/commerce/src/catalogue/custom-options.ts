import type { CustomOptionDocument, SeedProduct, StoreCode } from "@etalage/contracts";
import { inclTax } from "@etalage/pricing";
import { NONE } from "./shared-parts";

/** Custom options with each value's price excl. VAT and incl. the product's rate. */
export function customOptions(
  product: SeedProduct,
  store: StoreCode,
  ratePercent: number,
): CustomOptionDocument[] {
  if (product.customOptions.length === 0) return NONE;
  return product.customOptions.map((option) => ({
    option_id: option.optionId,
    title: option.title[store],
    type: option.type,
    is_require: option.required,
    ...(option.maxCharacters !== undefined ? { max_characters: option.maxCharacters } : {}),
    values: option.values.map((value) => ({
      option_type_id: value.id,
      title: value.title[store],
      price: value.price,
      price_incl_tax: inclTax(value.price, ratePercent),
    })),
  }));
}

export function downloadableLinks(product: SeedProduct, store: StoreCode): { title: string }[] {
  if (product.downloadLinks.length === 0) return NONE;
  return product.downloadLinks.map((link) => ({ title: link.title[store] }));
}
