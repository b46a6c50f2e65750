import type { MessageKey } from "../../../i18n/translate";

/** A rule answers the key of its message (seed 2 §5 "Form messages") or null when satisfied. */
export type FieldRule = (value: string) => MessageKey | null;

const filled = (value: string) => value.trim().length > 0;

export const required: FieldRule = (value) => (filled(value) ? null : "forms.required");

/** Seed 2 §5: a name has at least 3 letters outside the profile. */
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

/** A checkbox that must be ticked: the terms and conditions. */
export const acceptedTerms = (accepted: boolean): MessageKey | null =>
  accepted ? null : "forms.acceptTerms";
