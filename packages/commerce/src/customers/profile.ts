import { type Customer, emailChangeMessage, USER_MESSAGES } from "@etalage/contracts";
import {
  type CustomerRow,
  findCustomer,
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
import { passwordChecked } from "./password-guard";
import { notAuthorized } from "./sessions";

/**
 * `POST /me`: only names, e-mail and addresses change. The addresses sent replace the stored
 * ones; an address id (or customer id) that is not this customer's is a 403, whether or not it
 * exists, so ids of others cannot be probed.
 *
 * A new e-mail address needs the current password (wrong ones count as failed logins) and is
 * answered the same whether or not another account has it, so the answer tells nothing about
 * other customers: when it is free it is changed and the old address is told how to undo it;
 * when it is taken nothing but the names and addresses changes, and the owner of that address
 * is told someone tried to use it.
 */
export async function updateProfile(
  ctx: CustomerContext,
  customerId: number,
  input: ProfileInput,
  password: string | undefined,
): Promise<Customer> {
  if (input.id !== undefined && input.id !== customerId)
    throw new CustomerError("forbidden", USER_MESSAGES.customerNotYours);
  const current = await findCustomer(ctx.db, customerId);
  if (!current) throw notAuthorized();
  const email = normalEmail(input.email);
  const newEmail = email !== current.email;
  if (newEmail) await checkPassword(ctx, current, password);
  if (input.addresses) {
    const own = new Set((await readAddresses(ctx.db, customerId)).map((address) => address.id));
    const foreign = input.addresses.some(
      (address) =>
        (address.id !== undefined && !own.has(address.id)) ||
        (address.customer_id !== undefined && address.customer_id !== customerId),
    );
    if (foreign) throw new CustomerError("forbidden", USER_MESSAGES.addressNotYours);
  }
  const owner = newEmail ? await findCustomerByEmail(ctx.db, email) : undefined;
  try {
    await saveProfile(ctx, current, input, email, owner);
  } catch (error) {
    // Taken by another account in the meantime: answered as taken all along.
    if (!newEmail || !isUniqueViolation(error)) throw error;
    await saveProfile(ctx, current, input, email, await findCustomerByEmail(ctx.db, email));
  }
  const saved = await readCustomer(ctx.db, customerId);
  return { ...saved, email };
}

async function checkPassword(
  ctx: CustomerContext,
  customer: CustomerRow,
  password: string | undefined,
): Promise<void> {
  const language = ctx.store === "en" ? "en" : "nl";
  if (!password)
    throw new CustomerError("invalid", emailChangeMessage("password-required", language));
  if (!(await passwordChecked(ctx, customer.email, customer, password)))
    throw new CustomerError("invalid", emailChangeMessage("wrong-password", language));
}

/** Names, addresses and (unless another account has it) the e-mail, with their mails. */
async function saveProfile(
  ctx: CustomerContext,
  current: CustomerRow,
  input: ProfileInput,
  email: string,
  owner: CustomerRow | undefined,
): Promise<void> {
  const taken = owner !== undefined && owner.id !== current.id;
  await ctx.transaction(async (trx, send) => {
    const now = ctx.now().toISOString();
    const { firstname, lastname } = input;
    const kept = taken ? current.email : email;
    await updateCustomerProfile(trx, current.id, { email: kept, firstname, lastname }, now);
    if (input.addresses) {
      const addresses = input.addresses.map((address) => ({
        id: address.id,
        fields: addressFields(address),
      }));
      await replaceAddresses(trx, current.id, addresses);
    }
    if (taken) await send({ template: "email-taken", customer: owner });
    else if (email !== current.email)
      await send({ template: "email-changed", customer: current, newEmail: email });
  });
}
