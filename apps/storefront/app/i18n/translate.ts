import type { StoreCode } from "@etalage/contracts";
import { type Messages, messages } from "./messages";

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPlural<K> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** A text's key: its dotted path, without the plural suffix (`category.productCount`). */
export type MessageKey = WithoutPlural<Leaves<Messages>>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const LOCALES: Record<StoreCode, string> = { nl: "nl-NL", en: "en-US" };

function lookup(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * Texts of one store view: `{{name}}` placeholders are filled in, and a `count` picks the
 * plural form of the language (`_one`, `_other`, …) by Intl.PluralRules. A missing key shows
 * itself, so it is seen rather than silently blank.
 */
export function createTranslator(code: StoreCode): Translate {
  const tree = messages[code];
  const plurals = new Intl.PluralRules(LOCALES[code]);
  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === "number" ? lookup(tree, `${key}_${plurals.select(count)}`) : undefined) ??
      (typeof count === "number" ? lookup(tree, `${key}_other`) : undefined) ??
      lookup(tree, key) ??
      key;
    return values
      ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""))
      : text;
  };
}
