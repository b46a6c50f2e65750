import type { StoreCode } from "../store";
import en from "./rules.en.json";
import nl from "./rules.nl.json";

/**
 * The storefront's form messages (docs/specification/validation.md "Form messages"), one key a
 * rule, named as the message of the schema's check: the seed's English words, and their Dutch,
 * in `rules.en.json` and `rules.nl.json`. The storefront fetches those files as one of its text
 * sets (`rules.*`), so no page carries them in its code; the API answers the English text.
 */
export type ShopRuleKey = keyof typeof en.rules;

/** The texts of every rule in one language, keyed by the rule. */
export const shopRuleTexts = (language: StoreCode): Record<ShopRuleKey, string> =>
  (language === "en" ? en : nl).rules;

export const isShopRuleKey = (message: string): message is ShopRuleKey =>
  Object.hasOwn(en.rules, message);
