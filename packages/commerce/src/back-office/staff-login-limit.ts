import { clearAttempts, countAttempt, type Kysely, readAttempts, type Schema } from "@etalage/db";
import { BackOfficeError } from "./back-office-error";

/** As for customers: five wrong passwords (or codes) in 15 minutes lock the login. */
export const STAFF_LOGIN_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;

const ACTION = "staff-login";

/**
 * The counter of one address from one IP, kept in the database so every process counts together
 * (one statement per attempt); someone guessing from elsewhere cannot lock the member out.
 */
export const loginAccount = (email: string, ip: string) => `${email} ${ip}`;

export async function checkStaffLoginLimit(db: Kysely<Schema>, account: string, now: Date) {
  const counted = await readAttempts(db, ACTION, account);
  if (!counted || counted.attempts < STAFF_LOGIN_LIMIT.max) return;
  const endsAt = Date.parse(counted.windowStartedAt) + STAFF_LOGIN_LIMIT.windowMs;
  const left = Math.ceil((endsAt - now.getTime()) / 1000);
  if (left <= 0) return;
  const minutes = Math.max(1, Math.ceil(left / 60));
  throw new BackOfficeError(
    "too-many",
    `Too many failed logins for this account. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    left,
  );
}

export async function countStaffLoginFailure(db: Kysely<Schema>, account: string, now: Date) {
  const windowStartAfter = new Date(now.getTime() - STAFF_LOGIN_LIMIT.windowMs).toISOString();
  await countAttempt(db, ACTION, account, now.toISOString(), windowStartAfter);
}

export const clearStaffLoginFailures = (db: Kysely<Schema>, account: string) =>
  clearAttempts(db, ACTION, account);
