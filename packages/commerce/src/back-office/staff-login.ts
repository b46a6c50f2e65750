import type { Localized } from "@etalage/contracts";
import { OTP_NEEDED } from "@etalage/contracts/back-office-forms";
import {
  countAttempt,
  findStaffByEmail,
  type Kysely,
  type Schema,
  type StaffRole,
} from "@etalage/db";
import { normalEmail, passwordMatches } from "../customers";
import { BackOfficeError } from "./back-office-error";
import { clearStaffLoginAttempts, loginAccount, takeStaffLoginAttempt } from "./staff-login-limit";
import { startStaffSession } from "./staff-sessions";
import { totpCodeMatches } from "./two-step-codes";

export interface StaffLoginInput {
  email: string;
  password: string;
  otp?: string;
  /** The caller's address: failures count per address and IP. */
  ip: string;
}

export interface StaffLogin {
  token: string;
  csrfToken: string;
  name: string;
  role: StaffRole;
  /**
   * Two-step login is required (ADMIN_REQUIRE_TOTP=on) and the member has not turned it on yet:
   * this session may only do that (and read /me, log out).
   */
  totpSetupRequired: boolean;
}

export const WRONG_LOGIN: Localized = {
  nl: "Onjuist e-mailadres of wachtwoord",
  en: "Wrong e-mail address or password",
};
export const WRONG_OTP: Localized = {
  nl: "De code uit je authenticator-app klopt niet",
  en: "The code of your authenticator app is not right",
};
export const USED_OTP: Localized = {
  nl: "Deze code is al gebruikt: vul de volgende code uit je authenticator-app in",
  en: "This code was used already: enter the next code of your authenticator app",
};

/** Longer than a code stays right (its 30 s step and one step either side). */
const CODE_IN_USE_MS = 3 * 60_000;

/**
 * Whether this is the first login with this member's code: one statement takes its count, so a
 * code seen over someone's shoulder (or sent twice at once) opens one session only.
 */
async function firstUseOfCode(db: Kysely<Schema>, memberId: number, code: string, now: Date) {
  const since = new Date(now.getTime() - CODE_IN_USE_MS).toISOString();
  const used = await countAttempt(
    db,
    "staff-otp-used",
    `${memberId} ${code}`,
    now.toISOString(),
    since,
  );
  return used.attempts === 1;
}

/**
 * `POST /api/admin/login`: a wrong password, an unknown or disabled member answer the same 401
 * after the same argon2 work; with two-step login on, a right code is needed too. Every attempt
 * counts until one succeeds (a password without its code too, so codes cannot be guessed on).
 */
export async function logInStaff(
  db: Kysely<Schema>,
  input: StaffLoginInput,
  now: Date,
  requireTotp: boolean,
): Promise<StaffLogin> {
  const email = normalEmail(input.email);
  const account = loginAccount(email, input.ip);
  await takeStaffLoginAttempt(db, account, now);
  const member = await findStaffByEmail(db, email);
  const matches = await passwordMatches(member?.password_hash, input.password);
  if (!member || !matches || member.disabled_at !== null)
    throw new BackOfficeError("not-authorized", WRONG_LOGIN);
  const totpOn = member.totp_confirmed_at !== null && member.totp_secret !== null;
  if (totpOn) {
    if (!input.otp) throw new BackOfficeError("not-authorized", OTP_NEEDED);
    if (!(await totpCodeMatches(member.totp_secret ?? "", input.otp, now)))
      throw new BackOfficeError("not-authorized", WRONG_OTP);
    if (!(await firstUseOfCode(db, member.id, input.otp, now)))
      throw new BackOfficeError("not-authorized", USED_OTP);
  }
  await clearStaffLoginAttempts(db, account);
  const totpSetupRequired = requireTotp && !totpOn;
  const scope = totpSetupRequired ? "totp-setup" : "full";
  const session = await startStaffSession(db, member.id, scope, now);
  return { ...session, name: member.name, role: member.role, totpSetupRequired };
}
