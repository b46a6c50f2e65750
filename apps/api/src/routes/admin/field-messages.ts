import type { Localized, StoreCode } from "@etalage/contracts";
import type { z } from "zod";

/**
 * Why a field of a catalogue call was refused, in both languages. A schema names one of these
 * keys as its message; zod's own issues are named by their kind.
 */
export const FIELD_TEXTS: Record<string, Localized> = {
  required: { nl: "is verplicht", en: "is required" },
  text: { nl: "moet tekst zijn", en: "must be text" },
  number: { nl: "moet een getal zijn", en: "must be a number" },
  amount: {
    nl: "moet een bedrag van 0 tot 1.000.000 zijn, in hele centen",
    en: "must be an amount from 0 to 1,000,000 in whole cents",
  },
  qty: {
    nl: "moet een heel aantal van 0 tot 1.000.000 zijn",
    en: "must be a whole number from 0 to 1,000,000",
  },
  weight: {
    nl: "moet een gewicht van 0 tot 1000 kg zijn",
    en: "must be a weight from 0 to 1000 kg",
  },
  sku: {
    nl: "moet 1 tot 64 letters, cijfers, punten, liggende of lage streepjes zijn",
    en: "must be 1 to 64 letters, digits, dots, dashes or underscores",
  },
  urlKey: {
    nl: "mag alleen kleine letters, cijfers en streepjes bevatten (zoals zomer-jurk)",
    en: "may hold only lower-case letters, digits and dashes (as summer-dress)",
  },
  name: { nl: "moet 1 tot 255 tekens zijn", en: "must be 1 to 255 characters" },
  longText: { nl: "mag hoogstens 65.000 tekens zijn", en: "may be at most 65,000 characters" },
  day: { nl: "moet een dag zijn als JJJJ-MM-DD", en: "must be a day as YYYY-MM-DD" },
  status: { nl: "moet enabled of disabled zijn", en: "must be enabled or disabled" },
  visibility: {
    nl: "moet 1 (niet los), 2 (catalogus), 3 (zoeken) of 4 (beide) zijn",
    en: "must be 1 (not alone), 2 (catalogue), 3 (search) or 4 (both)",
  },
  type: { nl: "moet simple of configurable zijn", en: "must be simple or configurable" },
  option: {
    nl: "moet het nummer of de naam van een optie zijn",
    en: "must be an option's number or its name",
  },
  categoryId: { nl: "moet het nummer van een categorie zijn", en: "must be a category's number" },
  tooMany: { nl: "bevat te veel waarden", en: "holds too many values" },
  page: { nl: "moet een paginanummer zijn", en: "must be a page number" },
  percent: {
    nl: "moet een percentage van -90 tot 100 zijn, niet 0, met hoogstens twee decimalen",
    en: "must be a percentage from -90 to 100, not 0, with at most two decimals",
  },
  bulkAction: {
    nl: "moet enable, disable, category of price zijn",
    en: "must be enable, disable, category or price",
  },
  unknownField: { nl: "is geen veld van een product", en: "is not a field of a product" },
  wrong: { nl: "heeft een ongeldige waarde", en: "has a value that is not valid" },
};

const BY_ISSUE: Record<string, string> = {
  invalid_type: "wrong",
  unrecognized_keys: "unknownField",
  too_big: "tooMany",
  invalid_value: "wrong",
};

/** The refused field (`price`, `variants.2.sku`) and its message in the member's language. */
export function fieldIssue(
  issue: z.core.$ZodIssue,
  language: StoreCode,
): { field: string; message: string } {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") path.push(...issue.keys.slice(0, 1));
  const missing = issue.code === "invalid_type" && issue.message.endsWith("received undefined");
  const key = missing
    ? "required"
    : FIELD_TEXTS[issue.message]
      ? issue.message
      : (BY_ISSUE[issue.code] ?? "wrong");
  return { field: path.join(".") || "body", message: FIELD_TEXTS[key]![language] };
}
