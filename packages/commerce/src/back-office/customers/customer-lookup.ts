import { type CustomerRow, findCustomer, type Kysely, type Schema } from "@etalage/db";
import { BackOfficeError } from "../back-office-error";

/** The customer with this id, or a 404 the owner can read. */
export async function customerById(db: Kysely<Schema>, id: number): Promise<CustomerRow> {
  const customer = await findCustomer(db, id);
  if (!customer) throw new BackOfficeError("not-found", `No customer with id ${id}`);
  return customer;
}
