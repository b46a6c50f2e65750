import { USER_MESSAGES } from "@etalage/contracts";
import {
  clearAttempts,
  findCustomer,
  findCustomerByEmail,
  findResetToken,
  insertResetToken,
  revokeCustomerSessions,
  updatePasswordHash,
  useResetTokens,
} from "@etalage/db";
import { checkAccountLimit, countAccountAttempt } from "./account-limits";
import type { CustomerContext } from "./customer-context";
import { CustomerError } from "./customer-error";
import { normalEmail } from "./customer-input";
import { forgetOtherDevices } from "./known-devices";
import { passwordProblem } from "./password-rules";
import { hashPassword } from "./passwords";
import { newToken, tokenHash } from "./tokens";

/** A reset link works once, for an hour. */
export const RESET_TOKEN_MINUTES = 60;

/**
 * `reset-password`, the part before the answer: counts the request for the address (limited
 * per account) and nothing else, so every address gets the same answer in the same time.
 */
export async function acceptPasswordReset(ctx: CustomerContext, email: string): Promise<string> {
  const account = normalEmail(email);
  await checkAccountLimit(ctx, "reset-password", account);
  await countAccountAttempt(ctx.db, ctx.now(), "reset-password", account);
  return account;
}

/** The part after the answer: a reset token and its mail, if the address has an account. */
export async function sendPasswordReset(ctx: CustomerContext, account: string): Promise<void> {
  const customer = await findCustomerByEmail(ctx.db, account);
  if (!customer) return;
  const token = newToken();
  const now = ctx.now();
  await ctx.transaction(async (trx, send) => {
    await insertResetToken(trx, {
      tokenHash: tokenHash(token),
      customerId: customer.id,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
    });
    await send({ template: "reset-password", customer, token });
  });
}

/**
 * `create-password`: sets a new password with a mailed reset token. An unknown, used, expired or
 * foreign token is a 400; the change ends every login of the customer, forgets their known
 * devices and unlocks their login from this address and the account-wide limit.
 */
export async function createPassword(
  ctx: CustomerContext,
  email: string,
  resetToken: string,
  newPassword: string,
): Promise<true> {
  const problem = passwordProblem(newPassword);
  if (problem) throw new CustomerError("invalid", problem);
  const account = normalEmail(email);
  await checkAccountLimit(ctx, "create-password", account);
  const invalid = () => new CustomerError("invalid", USER_MESSAGES.resetTokenInvalid);
  const hash = tokenHash(resetToken);
  const row = await findResetToken(ctx.db, hash);
  const customer = row ? await findCustomer(ctx.db, row.customer_id) : undefined;
  const now = ctx.now().toISOString();
  if (
    !row ||
    !customer ||
    customer.email !== account ||
    row.used_at !== null ||
    row.expires_at <= now
  ) {
    await countAccountAttempt(ctx.db, ctx.now(), "create-password", account);
    throw invalid();
  }
  const passwordHash = await hashPassword(newPassword);
  const changed = await ctx.transaction(async (trx, send) => {
    if (!(await useResetTokens(trx, customer.id, hash, now))) return false;
    await updatePasswordHash(trx, customer.id, passwordHash, now);
    await revokeCustomerSessions(trx, customer.id, now);
    await clearAttempts(trx, "login-account", account);
    await clearAttempts(trx, "login-address", `${account} ${ctx.client.address}`);
    await forgetOtherDevices(trx, customer.id, null);
    await send({ template: "password-changed", customer });
    return true;
  });
  if (!changed) throw invalid();
  return true;
}
