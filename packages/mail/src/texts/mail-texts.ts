import type { StoreCode } from "@etalage/contracts";
import en from "./mail.en.json";
import nl from "./mail.nl.json";

/** The mails' texts of one language, one section per template plus the layout's. */
export type MailTexts = typeof nl;

/** Dutch is the shape; the English file must have every key (the type check says so). */
const texts: Record<StoreCode, MailTexts> = { nl, en };

export function mailTextsOf(storeCode: StoreCode): MailTexts {
  return texts[storeCode];
}

/** Fills `{{name}}` placeholders, as the storefront's translator does. Values stay plain text. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
