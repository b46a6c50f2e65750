import type { Kysely, Transaction } from "kysely";
import type { Schema } from "./schema";

/**
 * Runs fn in one transaction: commit when it resolves, roll back when it throws. On SQLite the
 * one connection is held meanwhile, so fn must use `trx`, never the outer `db`.
 */
export function transaction<T>(
  db: Kysely<Schema>,
  fn: (trx: Transaction<Schema>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(fn);
}
