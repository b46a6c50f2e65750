import type { CustomOptionChoice, ProductDocument } from "@etalage/contracts";
import { CART_MESSAGES } from "@etalage/contracts";
import { invalid } from "./cart-error";
import type { OptionLabel, RequestedProductOption } from "./line-request";

export interface CustomOptionsChosen {
  choices: CustomOptionChoice[];
  /** What the choices add to the unit price, incl. VAT. */
  priceInclTax: number;
  labels: OptionLabel[];
}

type Requested = NonNullable<
  NonNullable<RequestedProductOption["extension_attributes"]>["custom_options"]
>;

/**
 * Checks a line's custom options against the product: known options only, a drop-down value
 * that exists, text within its length, and every required option filled in.
 */
export function chooseCustomOptions(
  product: ProductDocument,
  requested: Requested = [],
): CustomOptionsChosen {
  const chosen: CustomOptionsChosen = { choices: [], priceInclTax: 0, labels: [] };
  const given = new Map<number, string>();
  for (const r of requested) {
    const value = String(r.option_value).trim();
    if (value !== "") given.set(Number(r.option_id), value);
  }
  for (const id of given.keys()) {
    if (!product.custom_options.some((o) => o.option_id === id))
      throw invalid(CART_MESSAGES.optionsUnavailable);
  }
  for (const option of product.custom_options) {
    const value = given.get(option.option_id);
    if (value === undefined) {
      if (option.is_require) throw invalid(CART_MESSAGES.optionsRequired);
      continue;
    }
    if (option.type === "drop_down") {
      const picked = option.values.find((v) => String(v.option_type_id) === value);
      if (!picked) throw invalid(CART_MESSAGES.optionsUnavailable);
      chosen.priceInclTax += picked.price_incl_tax;
      chosen.labels.push({ label: option.title, value: picked.title });
    } else {
      if (option.max_characters !== undefined && value.length > option.max_characters)
        throw invalid(CART_MESSAGES.textTooLong);
      chosen.priceInclTax += option.values[0]?.price_incl_tax ?? 0;
      chosen.labels.push({ label: option.title, value });
    }
    chosen.choices.push({ option_id: option.option_id, option_value: value });
  }
  return chosen;
}
