import * as shared from "@etalage/contracts/shop-forms";
import { loadTexts } from "../i18n/texts";
import type { MessageKey } from "../i18n/translate";

/**
 * The storefront's form rules: the shop's one set (`@etalage/contracts/shop-forms`), which the
 * API checks too, answering the key of a message under `rules.*` (docs/specification/validation.md
 * "Form messages") or null when the value is fine. Their texts are a text set of their own.
 */
await loadTexts("rules");

export type FieldRule = (value: string) => MessageKey | null;
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

export const messageOf = (key: shared.ShopRuleKey): MessageKey => `rules.${key}`;

const fieldRule =
  (rule: shared.ShopRule): FieldRule =>
  (value) => {
    const key = rule(value);
    return key === null ? null : messageOf(key);
  };

/** A form's shared rules, field by field, as the storefront's rules. */
export function formRules<F extends string>(
  rules: Record<F, shared.ShopRule>,
): Record<F, FieldRule> {
  const mapped = {} as Record<F, FieldRule>;
  for (const field of Object.keys(rules) as F[]) mapped[field] = fieldRule(rules[field]);
  return mapped;
}

export const required = fieldRule(shared.required);
export const email = fieldRule(shared.emailAddress);
/** A name of 3 letters; of 2 in the profile and the account's addresses. */
export const name = fieldRule(shared.personName);
export const profileName = fieldRule(shared.profileName);
export const zipCode = fieldRule(shared.zipCode);
export const taxId = fieldRule(shared.taxId);
export const newPassword = fieldRule(shared.newPassword);
/** The repeated password equals the first ("Passwords must be identical"). */
export const sameAs = (first: string): FieldRule => fieldRule(shared.repeatOf(first));
/** A checkbox that must be ticked: the terms and conditions. */
export const acceptedTerms = (accepted: boolean): MessageKey | null => {
  const key = shared.acceptedTerms(accepted);
  return key === null ? null : messageOf(key);
};

/** The first broken rule of each field; an empty object when the form may be sent. */
export function checkFields<F extends string>(
  values: Record<F, string>,
  rules: Partial<Record<F, FieldRule | null>>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const error = rules[field]?.(values[field]) ?? null;
    if (error !== null) errors[field] = error;
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
