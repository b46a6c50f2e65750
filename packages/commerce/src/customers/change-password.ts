import { USER_MESSAGES } from "@etalage/contracts";
import {
  findCustomer,
  revokeCustomerSessions,
  type SessionCustomer,
  updatePasswordHash,
} from "@etalage/db";
import { checkAccountLimit, countAccountAttempt } from "./account-limits";
import type { CustomerContext } from "./customer-context";
import { CustomerError } from "./customer-error";
import { passwordProblem } from "./password-rules";
import { hashPassword, passwordMatches } from "./passwords";
import { notAuthorized } from "./sessions";

/**
 * `change-password`: needs the current password (wrong ones count as failed logins). The new
 * hash, the end of the customer's other logins and the "password changed" mail commit together.
 */
export async function changePassword(
  ctx: CustomerContext,
  caller: SessionCustomer,
  currentPassword: string,
  newPassword: string,
): Promise<true> {
  const problem = passwordProblem(newPassword);
  if (problem) throw new CustomerError("invalid", problem);
  await checkAccountLimit(ctx, "login", caller.email);
  const customer = await findCustomer(ctx.db, caller.customerId);
  if (!customer) throw notAuthorized();
  if (!(await passwordMatches(customer.password_hash, currentPassword))) {
    await countAccountAttempt(ctx.db, ctx.now(), "login", caller.email);
    throw new CustomerError("invalid", USER_MESSAGES.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.transaction(async (trx, send) => {
    const now = ctx.now().toISOString();
    await updatePasswordHash(trx, customer.id, passwordHash, now);
    await revokeCustomerSessions(trx, customer.id, now, caller.sessionId);
    await send({ template: "password-changed", customer });
  });
  return true;
}
