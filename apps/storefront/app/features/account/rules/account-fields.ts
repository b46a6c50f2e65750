import type { MessageKey } from "../../../i18n/translate";

/** A rule answers its message's key (docs/specification/validation.md "Form messages") or null when satisfied. */
export type AccountRule = (value: string) => MessageKey | null;

export const required: AccountRule = (value) =>
  value.trim().length > 0 ? null : "account.forms.required";

/** docs/specification/validation.md: a name has at least 2 letters in the profile, 3 elsewhere (the register form). */
export const nameRule =
  (where: "profile" | "elsewhere"): AccountRule =>
  (value) => {
    if (required(value)) return required(value);
    const min = where === "profile" ? 2 : 3;
    if (value.trim().length >= min) return null;
    return where === "profile" ? "account.forms.nameMinProfile" : "account.forms.nameMin";
  };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const email: AccountRule = (value) =>
  required(value) ?? (EMAIL.test(value.trim()) ? null : "account.forms.invalidEmail");

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** At least 8 characters of at least 3 classes, as the accounts API checks it. */
export const newPassword: AccountRule = (value) => {
  if (value.length === 0) return "account.forms.required";
  if ([...value].length < 8) return "account.forms.passwordMin";
  const classes = CLASSES.filter((pattern) => pattern.test(value)).length;
  return classes < 3 ? "account.forms.passwordClasses" : null;
};

/** The repeated password must equal the first. */
export const sameAs =
  (first: string): AccountRule =>
  (value) =>
    required(value) ?? (value === first ? null : "account.forms.passwordsIdentical");

export const zipCode: AccountRule = (value) =>
  required(value) ?? (value.trim().length >= 3 ? null : "account.forms.zipCodeMin");

/** The first problem of each field, or an empty object when the form may be sent. */
export function formProblems<F extends string>(
  values: Record<F, string>,
  rules: Partial<Record<F, AccountRule>>,
): Partial<Record<F, MessageKey>> {
  const problems: Partial<Record<F, MessageKey>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const problem = rules[field]?.(values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
