import type { Insertable, Kysely, Updateable } from "kysely";
import type { Schema } from "../schema";
import type { CategoriesTable } from "../schema/catalogue";

/** Every category, by parent and position. */
export function readCategoryRows(db: Kysely<Schema>): Promise<CategoriesTable[]> {
  return db
    .selectFrom("categories")
    .selectAll()
    .orderBy("parent_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export async function nextCategoryId(trx: Kysely<Schema>): Promise<number> {
  const row = await trx
    .selectFrom("categories")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 2) + 1;
}

export async function insertCategoryRow(
  trx: Kysely<Schema>,
  row: Insertable<CategoriesTable>,
): Promise<void> {
  await trx.insertInto("categories").values(row).execute();
}

export async function updateCategoryRow(
  trx: Kysely<Schema>,
  id: number,
  changes: Updateable<CategoriesTable>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable("categories").set(changes).where("id", "=", id).execute();
}
