import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/** What replaces a deleted customer's personal data in the orders and reviews that stay. */
export interface ErasedIdentity {
  /** Stands for names and street lines, e.g. "Verwijderd". */
  name: string;
  /** An address that can never receive mail, e.g. deleted-3f9a…@invalid. */
  email: string;
}

/** The personal fields of an order address replaced; city, postcode and country stay for tax. */
export function anonymisedAddress(json: string | null, erased: ErasedIdentity): string | null {
  if (json === null) return null;
  let address: Record<string, unknown>;
  try {
    address = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return JSON.stringify({ firstname: erased.name, lastname: erased.name });
  }
  if (typeof address !== "object" || address === null) return null;
  const replaced: Record<string, unknown> = {
    ...address,
    firstname: erased.name,
    lastname: erased.name,
    street: [erased.name],
  };
  for (const field of ["telephone", "company"] as const)
    if (field in replaced) replaced[field] = erased.name;
  if ("email" in replaced) replaced.email = erased.email;
  return JSON.stringify(replaced);
}

/**
 * Deletes a customer's account and what hangs on it, in the caller's transaction: sessions and
 * refresh tokens, reset tokens, addresses, carts (quotes) and stock alerts go with the account
 * (foreign keys in cascade), the newsletter subscription of the account or its address is
 * deleted. Orders stay, as the tax law asks, with names, address lines, phone and e-mail
 * replaced; reviews stay under the replacement name. Returns false when there was no account.
 */
export async function eraseCustomer(
  trx: Kysely<Schema>,
  customerId: number,
  erased: ErasedIdentity,
  now: string,
): Promise<boolean> {
  const customer = await trx
    .selectFrom("customers")
    .select(["id", "email"])
    .where("id", "=", customerId)
    .executeTakeFirst();
  if (!customer) return false;
  const orders = await trx
    .selectFrom("orders")
    .select(["id", "billing_address", "shipping_address"])
    .where("customer_id", "=", customerId)
    .execute();
  for (const order of orders) {
    await trx
      .updateTable("orders")
      .set({
        customer_email: erased.email,
        customer_firstname: erased.name,
        customer_lastname: erased.name,
        billing_address: anonymisedAddress(order.billing_address, erased) ?? "{}",
        shipping_address: anonymisedAddress(order.shipping_address, erased),
        updated_at: now,
      })
      .where("id", "=", order.id)
      .execute();
  }
  await trx
    .updateTable("reviews")
    .set({ nickname: erased.name })
    .where("customer_id", "=", customerId)
    .execute();
  await trx
    .deleteFrom("newsletter_subscribers")
    .where((eb) => eb.or([eb("customer_id", "=", customerId), eb("email", "=", customer.email)]))
    .execute();
  await trx.deleteFrom("customers").where("id", "=", customerId).execute();
  return true;
}
