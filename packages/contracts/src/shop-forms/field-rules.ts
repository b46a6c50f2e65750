import type { ShopRuleKey } from "./rule-texts";

/**
 * The rules of the storefront's fields (docs/specification/validation.md "Form messages"): each
 * answers the key of its message or null when the value is fine. Plain functions, so a page of the
 * storefront carries them for a few hundred bytes; the API checks the same rules through the
 * `zod/mini` schemas made of them (`./schemas`).
 */
export type ShopRule = (value: string) => ShopRuleKey | null;

const filled = (value: string) => value.trim().length > 0;

/** Something other than white space. */
export const required: ShopRule = (value) => (filled(value) ? null : "required");

const nameOf =
  (min: number, key: ShopRuleKey): ShopRule =>
  (value) =>
    required(value) ?? (value.trim().length >= min ? null : key);

/** A name of 2 letters in the profile (and the account's addresses), 3 elsewhere. */
export const profileName = nameOf(2, "nameMinProfile");
export const personName = nameOf(3, "nameMin");

/** Deliberately plain: something@domain.tld, no spaces; the API's own check may be stricter. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailAddress: ShopRule = (value) =>
  required(value) ?? (EMAIL.test(value.trim()) ? null : "invalidEmail");

export const zipCode: ShopRule = (value) =>
  required(value) ?? (value.trim().length >= 3 ? null : "zipCodeMin");

/** Optional, but when given at least 3 characters. */
export const taxId: ShopRule = (value) =>
  !filled(value) || value.trim().length >= 3 ? null : "taxIdMin";

/** A new password: at least 8 characters of at least 3 classes, as the accounts API checks it. */
export const PASSWORD_MIN_LENGTH = 8;
const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];
export const newPassword: ShopRule = (value) => {
  if (value.length === 0) return "required";
  if ([...value].length < PASSWORD_MIN_LENGTH) return "passwordMin";
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(value)).length;
  return classes < 3 ? "passwordClasses" : null;
};

/** The repeated password: filled in, and the same as the first. */
export const repeatOf =
  (first: string): ShopRule =>
  (value) =>
    required(value) ?? (value === first ? null : "passwordsIdentical");

/** A box that must be ticked: the terms and conditions. */
export const acceptedTerms = (accepted: boolean): ShopRuleKey | null =>
  accepted ? null : "acceptTerms";

/** The first broken rule of each field; an empty object when the form may be sent. */
export function checkRules<F extends string>(
  values: Record<F, string>,
  rules: Partial<Record<F, ShopRule | null>>,
): Partial<Record<F, ShopRuleKey>> {
  const problems: Partial<Record<F, ShopRuleKey>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const problem = rules[field]?.(values[field]) ?? null;
    if (problem !== null) problems[field] = problem;
  }
  return problems;
}
