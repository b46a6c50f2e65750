import type { Insertable, Kysely, Selectable } from "kysely";
import type { CustomerAddressesTable, Schema } from "../schema";

export type CustomerAddressRow = Selectable<CustomerAddressesTable>;
export type AddressFields = Omit<Insertable<CustomerAddressesTable>, "id" | "customer_id">;

export function readAddresses(
  db: Kysely<Schema>,
  customerId: number,
): Promise<CustomerAddressRow[]> {
  return db
    .selectFrom("customer_addresses")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("id")
    .execute();
}

/** The customer's addresses become exactly these: rows with an id are updated, others added. */
export async function replaceAddresses(
  db: Kysely<Schema>,
  customerId: number,
  addresses: { id?: number; fields: AddressFields }[],
): Promise<void> {
  const kept = addresses.flatMap((address) => (address.id === undefined ? [] : [address.id]));
  let gone = db.deleteFrom("customer_addresses").where("customer_id", "=", customerId);
  if (kept.length > 0) gone = gone.where("id", "not in", kept);
  await gone.execute();
  for (const address of addresses) {
    if (address.id === undefined) {
      await db
        .insertInto("customer_addresses")
        .values({ ...address.fields, customer_id: customerId })
        .execute();
    } else {
      await db
        .updateTable("customer_addresses")
        .set(address.fields)
        .where("id", "=", address.id)
        .where("customer_id", "=", customerId)
        .execute();
    }
  }
}
