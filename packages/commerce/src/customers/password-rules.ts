import { USER_MESSAGES } from "@etalage/contracts";

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** docs/specification/validation.md: at least 8 characters of at least 3 classes. The problem's message, or null. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < 8) return USER_MESSAGES.passwordTooShort;
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  if (classes < 3) return USER_MESSAGES.passwordClasses;
  return null;
}
