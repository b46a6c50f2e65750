import { findCustomerByEmail, transaction } from "@etalage/db";
import { checkAccountLimit, clearAccountAttempts, countAccountAttempt } from "./account-limits";
import type { CustomerContext } from "./customer-context";
import { normalEmail } from "./customer-input";
import { passwordMatches } from "./passwords";
import { type IssuedTokens, notAuthorized, startSession } from "./sessions";

/**
 * `login`: a wrong password and an unknown address answer the same 401 after the same argon2
 * work. Five failures for one address within 15 minutes lock it for the rest of the window.
 */
export async function logIn(
  ctx: CustomerContext,
  username: string,
  password: string,
): Promise<IssuedTokens> {
  const email = normalEmail(username);
  await checkAccountLimit(ctx, "login", email);
  const customer = await findCustomerByEmail(ctx.db, email);
  const matches = await passwordMatches(customer?.password_hash, password);
  if (!customer || !matches) {
    await countAccountAttempt(ctx.db, ctx.now(), "login", email);
    throw notAuthorized();
  }
  await clearAccountAttempts(ctx.db, "login", email);
  return transaction(ctx.db, (trx) =>
    startSession(trx, customer.id, ctx.now(), ctx.accessTokenMinutes),
  );
}
