import { type CustomerRow, findCustomer, type Kysely, type Schema } from "@etalage/db";
import { BackOfficeError } from "../back-office-error";

export const noSuchCustomer = (id: number) =>
  new BackOfficeError("not-found", {
    nl: `Er is geen klant met nummer ${id}`,
    en: `No customer with id ${id}`,
  });

/** The customer with this id, or a 404 the owner can read. */
export async function customerById(db: Kysely<Schema>, id: number): Promise<CustomerRow> {
  const customer = await findCustomer(db, id);
  if (!customer) throw noSuchCustomer(id);
  return customer;
}
