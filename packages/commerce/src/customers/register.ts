import { type Customer, USER_MESSAGES } from "@etalage/contracts";
import {
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  isUniqueViolation,
  replaceAddresses,
} from "@etalage/db";
import { checkAccountLimit, countAccountAttempt } from "./account-limits";
import type { CustomerContext } from "./customer-context";
import { CustomerError } from "./customer-error";
import { type AddressInput, addressFields, normalEmail } from "./customer-input";
import { readCustomer } from "./customer-view";
import { passwordProblem } from "./password-rules";
import { hashPassword } from "./passwords";

/** Magento's "General" group: every new account starts in it. */
export const DEFAULT_CUSTOMER_GROUP = 1;

export interface Registration {
  email: string;
  firstname: string;
  lastname: string;
  addresses: AddressInput[];
}

/**
 * `create`: a new account in the request's store view, with its addresses, and a welcome mail
 * queued in the same transaction. A taken e-mail address is a 400 the shopper can act on.
 */
export async function registerCustomer(
  ctx: CustomerContext,
  registration: Registration,
  password: string,
): Promise<Customer> {
  const problem = passwordProblem(password);
  if (problem) throw new CustomerError("invalid", problem);
  const email = normalEmail(registration.email);
  await checkAccountLimit(ctx, "create", email);
  await countAccountAttempt(ctx.db, ctx.now(), "create", email);
  const taken = () => new CustomerError("invalid", USER_MESSAGES.emailTaken);
  if (await findCustomerByEmail(ctx.db, email)) throw taken();
  const passwordHash = await hashPassword(password);
  try {
    const id = await ctx.transaction(async (trx, send) => {
      const id = await insertCustomer(trx, {
        email,
        passwordHash,
        firstname: registration.firstname,
        lastname: registration.lastname,
        groupId: DEFAULT_CUSTOMER_GROUP,
        storeCode: ctx.store,
        now: ctx.now().toISOString(),
      });
      const fields = registration.addresses.map((address) => ({ fields: addressFields(address) }));
      await replaceAddresses(trx, id, fields);
      const customer = await findCustomer(trx, id);
      if (customer) await send({ template: "welcome", customer });
      return id;
    });
    return await readCustomer(ctx.db, id);
  } catch (error) {
    // Two sign-ups with one address at once: the second meets the unique constraint.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
