import type { MessageKey } from "../i18n/translate";

/**
 * The rules of the customer services' forms (newsletter, contact, review): each answers the key
 * of its message (docs/specification/validation.md "Form messages") or null when the value is fine.
 */
export type FieldRule = (value: string) => MessageKey | null;

const filled = (value: string) => value.trim().length > 0;

export const required: FieldRule = (value) => (filled(value) ? null : "form.required");

/** Deliberately plain: something@domain.tld, no spaces; the server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const email: FieldRule = (value) =>
  required(value) ?? (EMAIL.test(value.trim()) ? null : "form.email");

/** docs/specification/validation.md: a name has at least 3 letters outside the profile. */
export const NAME_MIN_LETTERS = 3;
export const name: FieldRule = (value) =>
  required(value) ?? (value.trim().length >= NAME_MIN_LETTERS ? null : "form.nameLength");

export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** The first broken rule of each field; an empty object when the form may be sent. */
export function checkFields<F extends string>(
  values: Record<F, string>,
  rules: Record<F, FieldRule | null>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const error = rules[field]?.(values[field]) ?? null;
    if (error !== null) errors[field] = error;
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
