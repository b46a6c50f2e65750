import type { StoreCode } from "@etalage/contracts";
import type { Kysely, Selectable } from "kysely";
import type { CustomersTable, Schema } from "../schema";

export type CustomerRow = Selectable<CustomersTable>;

export interface NewCustomer {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  groupId: number;
  storeCode: StoreCode;
  now: string;
}

/** Writes a customer; a taken e-mail address fails on the unique constraint (isUniqueViolation). */
export async function insertCustomer(db: Kysely<Schema>, customer: NewCustomer): Promise<number> {
  const inserted = await db
    .insertInto("customers")
    .values({
      email: customer.email,
      password_hash: customer.passwordHash,
      firstname: customer.firstname,
      lastname: customer.lastname,
      group_id: customer.groupId,
      store_code: customer.storeCode,
      created_at: customer.now,
      updated_at: customer.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function findCustomer(db: Kysely<Schema>, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** By e-mail address, which is stored lower-cased. */
export function findCustomerByEmail(
  db: Kysely<Schema>,
  email: string,
): Promise<CustomerRow | undefined> {
  return db.selectFrom("customers").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The fields a customer may change about themselves (docs/specification/entities.md). */
export interface ProfileChanges {
  email: string;
  firstname: string;
  lastname: string;
}

export async function updateCustomerProfile(
  db: Kysely<Schema>,
  id: number,
  changes: ProfileChanges,
  now: string,
): Promise<void> {
  await db
    .updateTable("customers")
    .set({ ...changes, updated_at: now })
    .where("id", "=", id)
    .execute();
}

export async function updatePasswordHash(
  db: Kysely<Schema>,
  id: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable("customers")
    .set({ password_hash: passwordHash, updated_at: now })
    .where("id", "=", id)
    .execute();
}
