import { randomBytes } from "node:crypto";
import { USER_MESSAGES } from "@etalage/contracts";
import {
  type CustomerRow,
  type ErasedIdentity,
  eraseCustomer,
  findCustomer,
  type Kysely,
  type Schema,
  type SessionCustomer,
} from "@etalage/db";
import type { CustomerContext, SendMail } from "./customer-context";
import { CustomerError } from "./customer-error";
import { passwordChecked } from "./password-guard";
import { notAuthorized } from "./sessions";

/** What stands for a deleted customer's names and address lines in the orders kept. */
export const ERASED_NAME = "Verwijderd";

/** A fresh stand-in per deleted account: its orders stay together, yet point at no one. */
export const erasedIdentity = (): ErasedIdentity => ({
  name: ERASED_NAME,
  email: `deleted-${randomBytes(8).toString("hex")}@invalid`,
});

/**
 * `POST /api/user/delete`: with the account's password (wrong ones count as failed logins), the
 * account and everything hanging on it go, every login of it ends, its orders stay anonymised
 * for the tax law's seven years, and a mail to the address it had confirms it — all in one
 * commit.
 */
export async function deleteAccount(
  ctx: CustomerContext,
  caller: SessionCustomer,
  password: string,
): Promise<true> {
  const customer = await findCustomer(ctx.db, caller.customerId);
  if (!customer) throw notAuthorized();
  if (!(await passwordChecked(ctx, customer.email, customer, password)))
    throw new CustomerError("invalid", USER_MESSAGES.wrongCurrentPassword);
  await ctx.transaction(async (trx, send) => {
    if (!(await eraseAccount(trx, send, customer, ctx.now()))) throw notAuthorized();
  });
  return true;
}

/**
 * The deletion itself, in the caller's transaction: the account and everything hanging on it
 * go, its orders stay anonymised, and the mail that confirms it is queued to the address it had.
 * False when the account was gone already. The customer's own delete and the owner's both use it.
 */
export async function eraseAccount(
  trx: Kysely<Schema>,
  send: SendMail,
  customer: CustomerRow,
  now: Date,
): Promise<boolean> {
  if (!(await eraseCustomer(trx, customer.id, erasedIdentity(), now.toISOString()))) return false;
  await send({ template: "account-deleted", customer });
  return true;
}
