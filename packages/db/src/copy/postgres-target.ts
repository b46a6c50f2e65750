import { type Kysely, sql, type Transaction } from "kysely";
import type { Schema } from "../schema";

/** Tables a copy may never overwrite without being told: they hold a shop's catalogue and sales. */
const SHOP_TABLES = ["products", "categories", "orders", "customers"] as const;

/** Which of the shop's tables already hold rows in the target. */
export async function tablesInUse(db: Kysely<Schema>): Promise<string[]> {
  const used: string[] = [];
  for (const table of SHOP_TABLES) {
    const row = await db.selectFrom(table).select(sql`1`.as("one")).limit(1).executeTakeFirst();
    if (row !== undefined) used.push(table);
  }
  return used;
}

/** The columns of each table of the target's schema. */
export async function targetColumns(db: Kysely<Schema>): Promise<Map<string, Set<string>>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  const columns = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = columns.get(row.table_name) ?? new Set<string>();
    set.add(row.column_name);
    columns.set(row.table_name, set);
  }
  return columns;
}

/** Empties the tables (rows the migrations wrote, or a shop the copy is told to replace). */
export async function emptyTables(trx: Transaction<Schema>, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await sql`truncate table ${sql.join(tables.map((table) => sql.table(table)))} restart identity cascade`.execute(
    trx,
  );
}

/** Moves every generated key's sequence past the highest key copied, so new rows never clash. */
export async function moveSequencesPastCopiedKeys(trx: Transaction<Schema>): Promise<number> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(trx);
  for (const { table_name: table, column_name: column } of rows) {
    const quotedTable = `"${table.replaceAll('"', '""')}"`;
    await sql`select setval(
        pg_get_serial_sequence(${quotedTable}, ${column}),
        coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1,
        false)`.execute(trx);
  }
  return rows.length;
}
