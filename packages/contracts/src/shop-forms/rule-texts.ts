import type { StoreCode } from "../store";

/**
 * The storefront's form messages (docs/specification/validation.md "Form messages"), one key a
 * rule, named as the message of the schema's check. The storefront shows them in the shopper's
 * language; the API answers the English text, the seed's own words.
 */
export const SHOP_RULE_TEXTS = {
  required: { nl: "Dit veld is verplicht", en: "Field is required" },
  nameMinProfile: {
    nl: "Naam moet minstens 2 letters hebben",
    en: "Name must have at least 2 letters",
  },
  nameMin: { nl: "Naam moet minstens 3 letters hebben", en: "Name must have at least 3 letters" },
  invalidEmail: {
    nl: "Vul een geldig e-mailadres in.",
    en: "Please provide valid e-mail address.",
  },
  zipCodeMin: { nl: "Postcode minstens 3 tekens", en: "Zip-code at least 3 letters" },
  taxIdMin: { nl: "Btw-nummer minstens 3 tekens", en: "Tax ID at least 3 letters" },
  passwordMin: {
    nl: "Wachtwoord moet minstens 8 tekens hebben",
    en: "Password must have at least 8 letters",
  },
  passwordClasses: {
    nl: "Wachtwoord moet minstens 3 soorten tekens bevatten (kleine letters, hoofdletters, cijfers, leestekens)",
    en: "Password must contain at least 3 different character classes",
  },
  passwordsIdentical: {
    nl: "De wachtwoorden moeten gelijk zijn",
    en: "Passwords must be identical",
  },
  acceptTerms: {
    nl: "Je moet de algemene voorwaarden accepteren.",
    en: "You must accept the terms and conditions.",
  },
} satisfies Record<string, Record<StoreCode, string>>;

export type ShopRuleKey = keyof typeof SHOP_RULE_TEXTS;

export const isShopRuleKey = (message: string): message is ShopRuleKey =>
  Object.hasOwn(SHOP_RULE_TEXTS, message);

/** The texts of every rule in one language, keyed by the rule. */
export function shopRuleTexts(language: StoreCode): Record<ShopRuleKey, string> {
  const texts = {} as Record<ShopRuleKey, string>;
  for (const key of Object.keys(SHOP_RULE_TEXTS) as ShopRuleKey[])
    texts[key] = SHOP_RULE_TEXTS[key][language];
  return texts;
}
