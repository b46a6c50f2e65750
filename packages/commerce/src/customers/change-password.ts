import { USER_MESSAGES } from "@etalage/contracts";
import {
  findCustomer,
  revokeCustomerSessions,
  type SessionCustomer,
  updatePasswordHash,
} from "@etalage/db";
import type { CustomerContext } from "./customer-context";
import { CustomerError } from "./customer-error";
import { forgetOtherDevices } from "./known-devices";
import { passwordChecked } from "./password-guard";
import { passwordProblem } from "./password-rules";
import { hashPassword } from "./passwords";
import { notAuthorized } from "./sessions";

/**
 * `change-password`: needs the current password (wrong ones count as failed logins). The new
 * hash, the end of the customer's other logins and known devices, and the "password changed"
 * mail commit together.
 */
export async function changePassword(
  ctx: CustomerContext,
  caller: SessionCustomer,
  currentPassword: string,
  newPassword: string,
): Promise<true> {
  const problem = passwordProblem(newPassword);
  if (problem) throw new CustomerError("invalid", problem);
  const customer = await findCustomer(ctx.db, caller.customerId);
  if (!customer) throw notAuthorized();
  if (!(await passwordChecked(ctx, customer.email, customer, currentPassword)))
    throw new CustomerError("invalid", USER_MESSAGES.wrongCurrentPassword);
  const passwordHash = await hashPassword(newPassword);
  await ctx.transaction(async (trx, send) => {
    const now = ctx.now().toISOString();
    await updatePasswordHash(trx, customer.id, passwordHash, now);
    await revokeCustomerSessions(trx, customer.id, now, caller.sessionId);
    await forgetOtherDevices(trx, customer.id, ctx.client.deviceHash);
    await send({ template: "password-changed", customer });
  });
  return true;
}
