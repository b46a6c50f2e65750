import type { StoreCode } from "../store";

/** A text in the back office's two languages. */
export type RuleText = Record<StoreCode, string>;

/**
 * Why the API refuses a value of a back-office form, and what the form says under the field: one
 * key per rule, named as the message of the schema's check. The API answers in the member's
 * language (`text: De notitie is leeg`, `Invalid note text: The note is empty`), and so do the
 * forms.
 */
export const FORM_RULE_TEXTS = {
  carrier: {
    nl: "moet PostNL, DHL, DPD, UPS of none zijn",
    en: "must be PostNL, DHL, DPD, UPS or none",
  },
  trackingCode: {
    nl: "moet 4 tot 40 letters, cijfers of streepjes zijn",
    en: "must be 4 to 40 letters, digits or dashes",
  },
  trackingNeeded: {
    nl: "Bij een vervoerder hoort een track & trace-code",
    en: "A tracking number is needed with a carrier",
  },
  noteEmpty: { nl: "De notitie is leeg", en: "The note is empty" },
  noteTooLong: {
    nl: "De notitie mag hoogstens 2.000 tekens zijn",
    en: "The note may be at most 2,000 characters",
  },
  reasonNeeded: { nl: "Geef een reden", en: "Give a reason" },
  reasonTooLong: {
    nl: "De reden mag hoogstens 500 tekens zijn",
    en: "The reason may be at most 500 characters",
  },
  refundAmountMin: { nl: "moet ten minste 0,01 zijn", en: "must be at least 0.01" },
  refundAmountMax: { nl: "mag hoogstens 1.000.000 zijn", en: "may be at most 1,000,000" },
  refundAmountCents: { nl: "moet in hele centen zijn", en: "must be in whole cents" },
  staffNameNeeded: { nl: "naam is verplicht", en: "name is required" },
  staffNameTooLong: { nl: "naam is hoogstens 100 tekens", en: "name is at most 100 characters" },
  staffEmailNeeded: { nl: "e-mailadres is verplicht", en: "email is required" },
  staffEmailTooLong: {
    nl: "e-mailadres is hoogstens 254 tekens",
    en: "email is at most 254 characters",
  },
  staffRole: { nl: "De rol is owner of staff", en: "The role is owner or staff" },
  passwordNeeded: { nl: "wachtwoord is verplicht", en: "password is required" },
  passwordTooLong: {
    nl: "wachtwoord is hoogstens 256 tekens",
    en: "password is at most 256 characters",
  },
  currentPasswordNeeded: {
    nl: "Vul je huidige wachtwoord in",
    en: "Enter your current password",
  },
  newPasswordNeeded: { nl: "Vul een nieuw wachtwoord in", en: "Enter a new password" },
  loginEmailNeeded: { nl: "Vul je e-mailadres in.", en: "Enter your e-mail address." },
  loginPasswordNeeded: { nl: "Vul je wachtwoord in.", en: "Enter your password." },
  otpNeeded: {
    nl: "Vul de code uit je authenticator-app in.",
    en: "Enter the code from your authenticator app.",
  },
  otpTooLong: { nl: "De code is hoogstens 16 tekens", en: "The code is at most 16 characters" },
  ownPasswordTooLong: {
    nl: "Een wachtwoord is hoogstens 200 tekens",
    en: "A password is at most 200 characters",
  },
} satisfies Record<string, RuleText>;

/**
 * Why a field of a catalogue call (products, stock, categories) was refused: the API answers it
 * in the member's language as `field: why`; zod's own issues are named by their kind.
 */
export const FIELD_TEXTS: Record<string, RuleText> = {
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
  deliveredPieces: {
    nl: "moet een heel aantal van 1 tot 1.000.000 zijn",
    en: "must be a whole number from 1 to 1,000,000",
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
  pageSize: {
    nl: "moet een aantal van 1 tot 200 per pagina zijn",
    en: "must be a number from 1 to 200 per page",
  },
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

export type FormRuleKey = keyof typeof FORM_RULE_TEXTS;

const RULE_TEXTS: Record<string, RuleText> = { ...FIELD_TEXTS, ...FORM_RULE_TEXTS };

/**
 * The text of a rule's key in a language; a message that is no key (zod's own, for a value of
 * the wrong type) comes back as it is.
 */
export function ruleText(message: string, language: StoreCode): string {
  return Object.hasOwn(RULE_TEXTS, message) ? RULE_TEXTS[message]![language] : message;
}
