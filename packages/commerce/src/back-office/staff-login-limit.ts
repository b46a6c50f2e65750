import { clearAttempts, countAttempt, type Kysely, type Schema, uncountAttempt } from "@etalage/db";
import { BackOfficeError } from "./back-office-error";

/** As for customers: five wrong passwords (or codes) in 15 minutes lock the login. */
export const STAFF_LOGIN_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;

const ACTION = "staff-login";

/**
 * The counter of one address from one IP, kept in the database so every process counts together;
 * someone guessing from elsewhere cannot lock the member out.
 */
export const loginAccount = (email: string, ip: string) => `${email} ${ip}`;

/**
 * Counts a login attempt before its password is checked: each attempt takes its own number in
 * one statement, so guesses sent at the same moment cannot pass the limit together. Past the
 * limit the attempt is taken back and refused with 429.
 */
export async function takeStaffLoginAttempt(db: Kysely<Schema>, account: string, now: Date) {
  const windowStartAfter = new Date(now.getTime() - STAFF_LOGIN_LIMIT.windowMs).toISOString();
  const count = await countAttempt(db, ACTION, account, now.toISOString(), windowStartAfter);
  if (count.attempts <= STAFF_LOGIN_LIMIT.max) return;
  await uncountAttempt(db, ACTION, account, count.windowStartedAt);
  const endsAt = Date.parse(count.windowStartedAt) + STAFF_LOGIN_LIMIT.windowMs;
  const left = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
  const minutes = Math.max(1, Math.ceil(left / 60));
  const one = minutes === 1;
  throw new BackOfficeError(
    "too-many",
    {
      nl: `Te veel mislukte inlogpogingen voor dit account. Probeer het over ${minutes} ${one ? "minuut" : "minuten"} opnieuw.`,
      en: `Too many failed logins for this account. Try again in ${minutes} ${one ? "minute" : "minutes"}.`,
    },
    left,
  );
}

/** A login that succeeded, password and code, starts the count again. */
export const clearStaffLoginAttempts = (db: Kysely<Schema>, account: string) =>
  clearAttempts(db, ACTION, account);
