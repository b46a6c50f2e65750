/**
 * What the customer calls (`/api/user/*`) answer when they refuse something: the `result` of a
 * 4xx reply, in English. The seeds' texts where they have one (docs/specification/validation.md, docs/specification/overview.md), else short
 * sentences the shopper can act on; the storefront recognises them to show its own words.
 */
export const USER_MESSAGES = {
  notAuthorized: "not authorized",
  passwordTooShort: "Password must have at least 8 letters",
  passwordClasses: "Password must contain at least 3 different character classes",
  nameTooShort: "Name must have at least 2 letters",
  invalidEmail: "Please provide valid e-mail address.",
  fieldRequired: "Field is required",
  emailTaken: "An account with this e-mail address already exists. Log in or reset your password.",
  wrongCurrentPassword: "The current password is not correct.",
  resetTokenInvalid:
    "This password reset link is not valid or has expired. Ask for a new one to reset your password.",
  addressNotYours: "This address does not belong to your account.",
  customerNotYours: "You can only change your own account.",
  orderNotYours: "An order can only be placed for your own account.",
} as const;

/** Refusals that say how long to wait: in the shopper's language, like the per-IP limits. */
export function accountLockedMessage(
  action: "login" | "create" | "reset-password" | "create-password",
  retryAfterSeconds: number,
  language: "nl" | "en",
): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (language === "en") {
    const wait = `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
    if (action === "login")
      return `Too many failed logins for this account. Try again in ${wait}, or reset your password.`;
    if (action === "create")
      return `Too many sign-ups with this address. Log in or reset your password, or try again in ${wait}.`;
    if (action === "reset-password")
      return `Too many reset requests for this address. Check your inbox, or try again in ${wait}.`;
    return `Too many attempts with this reset link. Ask for a new one, or try again in ${wait}.`;
  }
  const wait = `${minutes} ${minutes === 1 ? "minuut" : "minuten"}`;
  if (action === "login")
    return `Te vaak een verkeerd wachtwoord voor dit account. Probeer het over ${wait} opnieuw, of stel je wachtwoord opnieuw in.`;
  if (action === "create")
    return `Te vaak een account aangemaakt met dit adres. Log in of stel je wachtwoord opnieuw in, of probeer het over ${wait} opnieuw.`;
  if (action === "reset-password")
    return `Te veel aanvragen voor dit adres. Kijk in je mailbox, of probeer het over ${wait} opnieuw.`;
  return `Te veel pogingen met deze link. Vraag een nieuwe aan, of probeer het over ${wait} opnieuw.`;
}

/** Refusals of a new e-mail address without the right current password (`POST /api/user/me`). */
export function emailChangeMessage(
  problem: "password-required" | "wrong-password",
  language: "nl" | "en",
): string {
  if (language === "en")
    return problem === "password-required"
      ? "Enter your current password to change your e-mail address."
      : "The current password is not correct. Your e-mail address has not been changed.";
  return problem === "password-required"
    ? "Vul je huidige wachtwoord in om je e-mailadres te wijzigen."
    : "Het huidige wachtwoord klopt niet. Je e-mailadres is niet gewijzigd.";
}
