import type { CustomOptionDocument } from "@etalage/contracts";

/** Chosen custom option values by option id: an option_type_id for lists, text for fields. */
export type CustomSelection = Readonly<Record<number, string>>;

/** The cart's custom_options: one { option_id, option_value } per filled-in option. */
export function customChoices(selection: CustomSelection) {
  return Object.entries(selection)
    .filter(([, value]) => value.trim() !== "")
    .map(([id, value]) => ({ option_id: Number(id), option_value: value }));
}

/** Required custom options left empty. */
export function missingCustomOptions(
  options: readonly CustomOptionDocument[],
  selection: CustomSelection,
): string[] {
  return options
    .filter((option) => option.is_require && !(selection[option.option_id] ?? "").trim())
    .map((option) => option.title);
}

/** What the chosen values add to the price, tax included (a gift card's amount, say). */
export function customOptionsPrice(
  options: readonly CustomOptionDocument[],
  selection: CustomSelection,
): number {
  let total = 0;
  for (const option of options) {
    const chosen = selection[option.option_id];
    const value = option.values.find((candidate) => String(candidate.option_type_id) === chosen);
    total += value?.price_incl_tax ?? 0;
  }
  return total;
}
