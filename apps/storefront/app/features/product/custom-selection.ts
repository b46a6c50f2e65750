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
