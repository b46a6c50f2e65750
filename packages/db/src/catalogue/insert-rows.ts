import type { InsertObject, Kysely } from "kysely";
import type { Schema } from "../schema";

/** SQLite allows 32,766 bound values per statement (PostgreSQL 65,535); stay under both. */
const MAX_VALUES_PER_STATEMENT = 30_000;

/** Writes rows with as few multi-row INSERTs as the engines allow. */
export async function insertRows<T extends keyof Schema & string>(
  db: Kysely<Schema>,
  table: T,
  rows: InsertObject<Schema, T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).length;
  const rowsPerStatement = Math.max(1, Math.floor(MAX_VALUES_PER_STATEMENT / columns));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + rowsPerStatement))
      .execute();
  }
}
