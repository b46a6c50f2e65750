import { accountLockedMessage } from "@etalage/contracts";
import { countAttempt, type Kysely, readAttempts, type Schema } from "@etalage/db";
import type { CustomerContext } from "./customer-context";
import { CustomerError } from "./customer-error";

const MINUTE = 60_000;

/**
 * Per-account limits, kept in the database so every shop process counts together, and on even
 * with RATE_LIMITS=off (which only switches the per-IP limits). An account is an e-mail address,
 * with or without an account behind it: the limit tells nothing about which addresses exist.
 * Failed logins have limits of their own, per account and address (LOGIN_LIMITS).
 */
export const ACCOUNT_LIMITS = {
  /** Wrong passwords on a logged-in customer's calls that are not checked by passwordChecked. */
  login: { max: 5, windowMs: 15 * MINUTE },
  /** Sign-ups tried with one address (one succeeds; the rest probe which addresses exist). */
  create: { max: 5, windowMs: 60 * MINUTE },
  /** Reset mails asked for one address. */
  "reset-password": { max: 5, windowMs: 60 * MINUTE },
  /** Wrong or used reset tokens tried for one address. */
  "create-password": { max: 5, windowMs: 15 * MINUTE },
} as const;

export type LimitedAction = keyof typeof ACCOUNT_LIMITS;

/** Refuses with 429 while the account has used up its attempts in the current window. */
export async function checkAccountLimit(
  ctx: CustomerContext,
  action: LimitedAction,
  account: string,
): Promise<void> {
  const limit = ACCOUNT_LIMITS[action];
  const counted = await readAttempts(ctx.db, action, account);
  if (!counted || counted.attempts < limit.max) return;
  const endsAt = Date.parse(counted.windowStartedAt) + limit.windowMs;
  const left = Math.ceil((endsAt - ctx.now().getTime()) / 1000);
  if (left <= 0) return;
  const language = ctx.store === "en" ? "en" : "nl";
  throw new CustomerError("too-many", accountLockedMessage(action, left, language), left);
}

export async function countAccountAttempt(
  db: Kysely<Schema>,
  now: Date,
  action: LimitedAction,
  account: string,
): Promise<void> {
  const windowStartAfter = new Date(now.getTime() - ACCOUNT_LIMITS[action].windowMs);
  await countAttempt(db, action, account, now.toISOString(), windowStartAfter.toISOString());
}
