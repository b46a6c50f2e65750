import { type Customer, USER_MESSAGES } from "@etalage/contracts";
import {
  findCustomerByEmail,
  isUniqueViolation,
  readAddresses,
  replaceAddresses,
  updateCustomerProfile,
} from "@etalage/db";
import type { CustomerContext } from "./customer-context";
import { CustomerError } from "./customer-error";
import { addressFields, normalEmail, type ProfileInput } from "./customer-input";
import { readCustomer } from "./customer-view";

/**
 * `POST /me`: only names, e-mail and addresses change. The addresses sent replace the stored
 * ones; an address id (or customer id) that is not this customer's is a 403, whether or not it
 * exists, so ids of others cannot be probed.
 */
export async function updateProfile(
  ctx: CustomerContext,
  customerId: number,
  input: ProfileInput,
): Promise<Customer> {
  if (input.id !== undefined && input.id !== customerId)
    throw new CustomerError("forbidden", USER_MESSAGES.customerNotYours);
  const email = normalEmail(input.email);
  const taken = () => new CustomerError("invalid", USER_MESSAGES.emailTaken);
  const owner = await findCustomerByEmail(ctx.db, email);
  if (owner && owner.id !== customerId) throw taken();
  if (input.addresses) {
    const own = new Set((await readAddresses(ctx.db, customerId)).map((address) => address.id));
    const foreign = input.addresses.some(
      (address) =>
        (address.id !== undefined && !own.has(address.id)) ||
        (address.customer_id !== undefined && address.customer_id !== customerId),
    );
    if (foreign) throw new CustomerError("forbidden", USER_MESSAGES.addressNotYours);
  }
  try {
    await ctx.transaction(async (trx) => {
      const now = ctx.now().toISOString();
      const { firstname, lastname } = input;
      await updateCustomerProfile(trx, customerId, { email, firstname, lastname }, now);
      if (input.addresses) {
        const addresses = input.addresses.map((address) => ({
          id: address.id,
          fields: addressFields(address),
        }));
        await replaceAddresses(trx, customerId, addresses);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return readCustomer(ctx.db, customerId);
}
