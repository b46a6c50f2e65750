import type { BundleOptionChoice, BundleProductLink, ProductDocument } from "@etalage/contracts";
import { CART_MESSAGES } from "@etalage/contracts";
import { invalid } from "./cart-error";
import type { OptionLabel, RequestedProductOption } from "./line-request";

export interface BundleChosen {
  choices: BundleOptionChoice[];
  /** The chosen simples and how many of each one bundle holds. */
  parts: { link: BundleProductLink; qty: number }[];
  /** Sum of the chosen simples' prices incl. VAT times their quantity (dynamic bundle price). */
  priceInclTax: number;
  labels: OptionLabel[];
}

type Requested = NonNullable<
  NonNullable<RequestedProductOption["extension_attributes"]>["bundle_options"]
>;

/**
 * Checks a bundle's choices: known options and selections, one selection for radio and select
 * options, every required option chosen and at least one selection in all.
 */
export function chooseBundle(product: ProductDocument, requested: Requested = []): BundleChosen {
  const chosen: BundleChosen = { choices: [], parts: [], priceInclTax: 0, labels: [] };
  const byOption = new Map(requested.map((r) => [Number(r.option_id), r]));
  for (const id of byOption.keys()) {
    if (!product.bundle_options.some((o) => o.option_id === id))
      throw invalid(CART_MESSAGES.optionsUnavailable);
  }
  for (const option of [...product.bundle_options].sort((a, b) => a.position - b.position)) {
    const request = byOption.get(option.option_id);
    const ids = [...new Set((request?.option_selections ?? []).map(Number))].sort((a, b) => a - b);
    if (ids.length === 0) {
      if (option.required) throw invalid(CART_MESSAGES.bundleOptionsRequired);
      continue;
    }
    if (option.type !== "checkbox" && ids.length > 1)
      throw invalid(CART_MESSAGES.optionsUnavailable);
    const optionQty = request?.option_qty ?? 1;
    if (!Number.isInteger(optionQty) || optionQty < 1)
      throw invalid(CART_MESSAGES.optionsUnavailable);
    const names: string[] = [];
    for (const id of ids) {
      const link = option.product_links.find((l) => l.id === id);
      if (!link) throw invalid(CART_MESSAGES.optionsUnavailable);
      const qty = link.can_change_quantity ? optionQty : link.qty;
      chosen.parts.push({ link, qty });
      chosen.priceInclTax += link.price_incl_tax * qty;
      names.push(`${qty} x ${link.name}`);
    }
    chosen.choices.push({
      option_id: option.option_id,
      option_qty: optionQty,
      option_selections: ids,
    });
    chosen.labels.push({ label: option.title, value: names.join(", ") });
  }
  if (chosen.parts.length === 0) throw invalid(CART_MESSAGES.bundleOptionsRequired);
  return chosen;
}
