import type { BundleOptionDocument } from "@etalage/contracts";

/** Chosen product link ids per bundle option id. */
export type BundleSelection = Readonly<Record<number, readonly number[]>>;

/** What the cart takes for a bundle (Magento's bundle_options of product_option). */
export interface BundleOptionChoice {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}

/** Each option starts with its default links (radio and select: the first default only). */
export function defaultBundleSelection(options: readonly BundleOptionDocument[]): BundleSelection {
  const selection: Record<number, number[]> = {};
  for (const option of options) {
    const defaults = option.product_links.filter((link) => link.is_default).map((link) => link.id);
    selection[option.option_id] = option.type === "checkbox" ? defaults : defaults.slice(0, 1);
  }
  return selection;
}

/** The bundle's price including tax: every chosen link's price times its quantity. */
export function bundlePrice(
  options: readonly BundleOptionDocument[],
  selection: BundleSelection,
): number {
  let total = 0;
  for (const option of options) {
    const chosen = selection[option.option_id] ?? [];
    for (const link of option.product_links)
      if (chosen.includes(link.id)) total += link.price_incl_tax * link.qty;
  }
  return Math.round(total * 100) / 100;
}

/** The titles of required options without a choice; adding to the cart waits for them. */
export function missingBundleOptions(
  options: readonly BundleOptionDocument[],
  selection: BundleSelection,
): string[] {
  return options
    .filter((option) => option.required && (selection[option.option_id] ?? []).length === 0)
    .map((option) => option.title);
}

/** The selection in the cart's shape: one entry per option with a choice. */
export function bundleChoices(
  options: readonly BundleOptionDocument[],
  selection: BundleSelection,
): BundleOptionChoice[] {
  return options.flatMap((option) => {
    const chosen = selection[option.option_id] ?? [];
    if (chosen.length === 0) return [];
    const first = option.product_links.find((link) => link.id === chosen[0]);
    return [
      { option_id: option.option_id, option_qty: first?.qty ?? 1, option_selections: [...chosen] },
    ];
  });
}

/** Toggles or sets one link: checkboxes add and remove, radio and select replace. */
export function chooseBundleLink(
  option: BundleOptionDocument,
  selection: BundleSelection,
  linkId: number,
): BundleSelection {
  const current = selection[option.option_id] ?? [];
  let next: number[];
  if (option.type !== "checkbox") next = [linkId];
  else if (current.includes(linkId)) next = current.filter((id) => id !== linkId);
  else next = [...current, linkId];
  return { ...selection, [option.option_id]: next };
}
