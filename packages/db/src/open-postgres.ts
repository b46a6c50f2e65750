import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { EtalageDatabase } from "./etalage-database";
import type { Schema } from "./schema";

/** PostgreSQL for running several shop processes on one database. */
export function openPostgres(databaseUrl: string): EtalageDatabase {
  // A server that cannot be reached fails a request within seconds (503) instead of letting it
  // hang on the operating system's connect timeout.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle connection that drops (server restart) must not take the process down with it.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  // So must one that drops while a request holds it (pg-pool only listens on idle ones): the
  // request's next query fails with the error, and the pool drops the broken connection.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}
