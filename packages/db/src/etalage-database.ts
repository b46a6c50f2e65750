import type { Kysely } from "kysely";
import type { Schema } from "./schema";

export type DatabaseDialect = "sqlite" | "postgres";

/** An open database of the shop: the query builder, which engine it runs on, and how to let go. */
export interface EtalageDatabase {
  db: Kysely<Schema>;
  dialect: DatabaseDialect;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  /** Folder of the shop's state; the SQLite file lives here when there is no databaseUrl. */
  dataDir: string;
  /** postgres://… to run on PostgreSQL instead of SQLite. */
  databaseUrl?: string;
}
