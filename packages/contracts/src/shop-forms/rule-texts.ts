import type { StoreCode } from "../store";

/**
 * The storefront's form messages (docs/specification/validation.md "Form messages"), one key a
 * rule, named as the message of the schema's check: the seed's English words, and their Dutch.
 * The storefront shows them in the shopper's language; the API answers the English text.
 */
const ENGLISH = {
  required: "Field is required",
  nameMinProfile: "Name must have at least 2 letters",
  nameMin: "Name must have at least 3 letters",
  invalidEmail: "Please provide valid e-mail address.",
  zipCodeMin: "Zip-code at least 3 letters",
  taxIdMin: "Tax ID at least 3 letters",
  passwordMin: "Password must have at least 8 letters",
  passwordClasses: "Password must contain at least 3 different character classes",
  passwordsIdentical: "Passwords must be identical",
  acceptTerms: "You must accept the terms and conditions.",
} as const;

export type ShopRuleKey = keyof typeof ENGLISH;

export const SHOP_RULE_TEXTS: Record<StoreCode, Record<ShopRuleKey, string>> = {
  en: ENGLISH,
  nl: {
    required: "Dit veld is verplicht",
    nameMinProfile: "Naam moet minstens 2 letters hebben",
    nameMin: "Naam moet minstens 3 letters hebben",
    invalidEmail: "Vul een geldig e-mailadres in.",
    zipCodeMin: "Postcode minstens 3 tekens",
    taxIdMin: "Btw-nummer minstens 3 tekens",
    passwordMin: "Wachtwoord moet minstens 8 tekens hebben",
    passwordClasses:
      "Wachtwoord moet minstens 3 soorten tekens bevatten (kleine letters, hoofdletters, cijfers, leestekens)",
    passwordsIdentical: "De wachtwoorden moeten gelijk zijn",
    acceptTerms: "Je moet de algemene voorwaarden accepteren.",
  },
};

export const isShopRuleKey = (message: string): message is ShopRuleKey =>
  Object.hasOwn(ENGLISH, message);

/** The texts of every rule in one language, keyed by the rule. */
export const shopRuleTexts = (language: StoreCode): Record<ShopRuleKey, string> =>
  SHOP_RULE_TEXTS[language];
