import { type Kysely, PostgresAdapter } from "kysely";
import type { DatabaseDialect } from "./etalage-database";

/** Which engine a Kysely instance (or a transaction of one) talks to. */
export function dialectOf<T>(db: Kysely<T>): DatabaseDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
