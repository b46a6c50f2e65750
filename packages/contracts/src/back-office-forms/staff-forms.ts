import * as z from "zod/mini";
import type { Localized } from "../store";

/** The roles a member may have: the owner, or staff without money and staff rights. */
export const STAFF_ROLE_CHOICES = ["owner", "staff"] as const;

const password = z
  .string({ error: "passwordNeeded" })
  .check(z.minLength(1, "passwordNeeded"), z.maxLength(256, "passwordTooLong"));

/** `POST /api/admin/staff`: a new member with her role and first password. */
export const newMemberBody = z.strictObject({
  email: z
    .string({ error: "staffEmailNeeded" })
    .check(z.trim(), z.minLength(1, "staffEmailNeeded"), z.maxLength(254, "staffEmailTooLong")),
  name: z
    .string({ error: "staffNameNeeded" })
    .check(z.trim(), z.minLength(1, "staffNameNeeded"), z.maxLength(100, "staffNameTooLong")),
  role: z.enum(STAFF_ROLE_CHOICES, "staffRole"),
  password,
});

/** `POST /api/admin/staff/{id}/password`: the owner sets a member's new password. */
export const memberPasswordBody = z.strictObject({ password });

/**
 * `POST /api/admin/me/password`: her own new password with the current one. Whether the new one
 * is strong enough the API says (the shop's password rules, the same as a customer's).
 */
export const ownPasswordBody = z.strictObject({
  currentPassword: z
    .string()
    .check(z.minLength(1, "currentPasswordNeeded"), z.maxLength(200, "ownPasswordTooLong")),
  newPassword: z
    .string()
    .check(z.minLength(1, "newPasswordNeeded"), z.maxLength(200, "ownPasswordTooLong")),
});

/** The code of her authenticator app, when the shop or the form asks for it. */
const authenticatorCode = z
  .string({ error: "otpNeeded" })
  .check(z.trim(), z.minLength(1, "otpNeeded"), z.maxLength(16, "otpTooLong"));

/** `POST /api/admin/login`: her e-mail and password, and her code when two-step login is on. */
export const loginBody = z.strictObject({
  email: z
    .string({ error: "loginEmailNeeded" })
    .check(z.trim(), z.minLength(1, "loginEmailNeeded"), z.maxLength(254, "staffEmailTooLong")),
  password: z
    .string({ error: "loginPasswordNeeded" })
    .check(z.minLength(1, "loginPasswordNeeded"), z.maxLength(256, "passwordTooLong")),
  otp: z.optional(z.string().check(z.trim(), z.maxLength(16, "otpTooLong"))),
});

/**
 * `POST /api/admin/login`'s 401 when her two-step login is on and no code came: the login form
 * knows it by this text, in either language, and asks for the code.
 */
export const OTP_NEEDED: Localized = {
  nl: "Vul de code uit je authenticator-app in (otp)",
  en: "Enter the code of your authenticator app (otp)",
};

/** The login form once the API said her two-step login is on: the code is needed too. */
export const loginWithCodeBody = z.extend(loginBody, { otp: authenticatorCode });

/** `POST /api/admin/me/totp/confirm` and `…/totp/off`: a code of her authenticator app. */
export const authenticatorCodeBody = z.strictObject({ code: authenticatorCode });
