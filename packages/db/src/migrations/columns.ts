import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { dialectOf } from "../dialect-of";

/** Money, quantities and weights: doubles on both dialects (prices excl. VAT carry 4 decimals). */
export const double = "double precision";

type ColumnBuild = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const notNull: ColumnBuild = (column) => column.notNull();

/** A row that belongs to another one and goes when its owner goes. */
export function ownedBy(target: string): ColumnBuild {
  return (column) => column.notNull().references(target).onDelete("cascade");
}

/**
 * A generated integer primary key. "By default" on PostgreSQL so rows with a given id (reviews
 * from the seed) can still be written; the import moves the sequence past them.
 */
export function generatedKey(db: Kysely<unknown>): ColumnBuild {
  return dialectOf(db) === "postgres"
    ? (column) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column) => column.primaryKey().autoIncrement();
}

export async function dropTables(db: Kysely<unknown>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

/** An index named `${table}_${columns}`, for lookups and for foreign keys deleted in cascade. */
export async function addIndex(db: Kysely<unknown>, table: string, ...columns: string[]) {
  await db.schema
    .createIndex(`${table}_${columns.join("_")}`)
    .on(table)
    .columns(columns)
    .execute();
}
