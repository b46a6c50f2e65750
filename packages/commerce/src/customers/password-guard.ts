import { accountLockedMessage } from "@etalage/contracts";
import { type CustomerRow, clearAttempts, countAttempt, uncountAttempt } from "@etalage/db";
import type { CustomerContext } from "./customer-context";
import { CustomerError } from "./customer-error";
import { isKnownDeviceOf } from "./known-devices";
import { passwordMatches } from "./passwords";

const MINUTE = 60_000;

/**
 * Failed logins (and wrong current passwords) are counted per account and where they come from,
 * so a stranger cannot lock a customer out:
 * - per account and IP address: 5 in 15 minutes, then that address waits for that account;
 * - per account, from every address together: 20 in an hour, then only the customer's known
 *   devices (that logged in with the password before) may still try;
 * - a known device has its own 5 in 15 minutes instead of both.
 * The reset mail and its link are not held back by any of these.
 */
export const LOGIN_LIMITS = {
  "login-address": { max: 5, windowMs: 15 * MINUTE },
  "login-account": { max: 20, windowMs: 60 * MINUTE },
  "login-device": { max: 5, windowMs: 15 * MINUTE },
} as const;

type LoginBucket = keyof typeof LOGIN_LIMITS;

interface Counted {
  bucket: LoginBucket;
  account: string;
  windowStartedAt: string;
}

/**
 * Checks a password against the account, counted before the check: each attempt takes its own
 * number in one database statement, so concurrent guesses cannot pass the limit together. A
 * right password takes its count back. `customer` is undefined for an unknown address, which is
 * counted all the same and checked against a dummy hash, so the answer tells nothing.
 */
export async function passwordChecked(
  ctx: CustomerContext,
  email: string,
  customer: CustomerRow | undefined,
  password: string,
): Promise<boolean> {
  const known = customer !== undefined && (await isKnownDeviceOf(ctx, customer.id));
  const buckets: [LoginBucket, string][] = known
    ? [["login-device", `${email} ${ctx.client.deviceHash}`]]
    : [
        ["login-address", `${email} ${ctx.client.address}`],
        ["login-account", email],
      ];
  const counted: Counted[] = [];
  for (const [bucket, account] of buckets) {
    const windowStartAfter = new Date(ctx.now().getTime() - LOGIN_LIMITS[bucket].windowMs);
    const count = await countAttempt(
      ctx.db,
      bucket,
      account,
      ctx.now().toISOString(),
      windowStartAfter.toISOString(),
    );
    if (count.attempts > LOGIN_LIMITS[bucket].max) {
      await uncount(ctx, counted);
      throw locked(ctx, bucket, count.windowStartedAt);
    }
    counted.push({ bucket, account, windowStartedAt: count.windowStartedAt });
  }
  if (!(await passwordMatches(customer?.password_hash, password))) return false;
  for (const { bucket, account } of counted)
    if (bucket !== "login-account") await clearAttempts(ctx.db, bucket, account);
  await uncount(
    ctx,
    counted.filter(({ bucket }) => bucket === "login-account"),
  );
  return true;
}

async function uncount(ctx: CustomerContext, counted: Counted[]): Promise<void> {
  for (const { bucket, account, windowStartedAt } of counted)
    await uncountAttempt(ctx.db, bucket, account, windowStartedAt);
}

function locked(ctx: CustomerContext, bucket: LoginBucket, windowStartedAt: string) {
  const endsAt = Date.parse(windowStartedAt) + LOGIN_LIMITS[bucket].windowMs;
  const left = Math.max(1, Math.ceil((endsAt - ctx.now().getTime()) / 1000));
  const language = ctx.store === "en" ? "en" : "nl";
  return new CustomerError("too-many", accountLockedMessage("login", left, language), left);
}
