import type { MessageKey } from "../../../i18n/translate";

/** A rule answers the key of its message (docs/specification/validation.md "Form messages") or null when satisfied. */
export type FieldRule = (value: string) => MessageKey | null;

const filled = (value: string) => value.trim().length > 0;

export const required: FieldRule = (value) => (filled(value) ? null : "forms.required");

/** docs/specification/validation.md: a name has at least 3 letters outside the profile. */
export const NAME_MIN_LETTERS = 3;
export const name: FieldRule = (value) =>
  required(value) ?? (value.trim().length >= NAME_MIN_LETTERS ? null : "forms.nameMinLetters");

/** Deliberately plain: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const email: FieldRule = (value) =>
  required(value) ?? (EMAIL.test(value.trim()) ? null : "forms.invalidEmail");

export const zipCode: FieldRule = (value) =>
  required(value) ?? (value.trim().length >= 3 ? null : "forms.zipCodeMin");

/** Optional, but when given at least 3 characters. */
export const taxId: FieldRule = (value) =>
  !filled(value) || value.trim().length >= 3 ? null : "forms.taxIdMin";

/** docs/specification/validation.md: a password of at least 8 characters, as the register form and the accounts API. */
export const PASSWORD_MIN_LENGTH = 8;
const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** A new account's password: 8 characters at least, of at least 3 classes (docs/specification/validation.md). */
export const newPassword: FieldRule = (value) => {
  if (value.length === 0) return "forms.required";
  if ([...value].length < PASSWORD_MIN_LENGTH) return "forms.passwordMin";
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(value)).length;
  return classes < 3 ? "forms.passwordClasses" : null;
};

/** The repeated password equals the first ("Passwords must be identical"). */
export const sameAs =
  (first: string): FieldRule =>
  (value) =>
    required(value) ?? (value === first ? null : "forms.passwordsIdentical");

/** A checkbox that must be ticked: the terms and conditions. */
export const acceptedTerms = (accepted: boolean): MessageKey | null =>
  accepted ? null : "forms.acceptTerms";
