import { findCustomerByEmail, transaction } from "@etalage/db";
import type { CustomerContext } from "./customer-context";
import { normalEmail } from "./customer-input";
import { rememberDeviceOf } from "./known-devices";
import { passwordChecked } from "./password-guard";
import { type IssuedTokens, notAuthorized, startSession } from "./sessions";

export interface Login extends IssuedTokens {
  /** A new device token for the browser to keep, when it sent none (or none we know). */
  deviceToken: string | null;
}

/**
 * `login`: a wrong password and an unknown address answer the same 401 after the same argon2
 * work. Failures are limited per account and address, and per account (see password-guard);
 * a right password makes the request's device known to the account.
 */
export async function logIn(
  ctx: CustomerContext,
  username: string,
  password: string,
): Promise<Login> {
  const email = normalEmail(username);
  const customer = await findCustomerByEmail(ctx.db, email);
  const matches = await passwordChecked(ctx, email, customer, password);
  if (!customer || !matches) throw notAuthorized();
  return transaction(ctx.db, async (trx) => {
    const tokens = await startSession(trx, customer.id, ctx.now(), ctx.accessTokenMinutes);
    return { ...tokens, deviceToken: await rememberDeviceOf(trx, ctx, customer.id) };
  });
}
