import { sql } from "kysely";
import type { DatabaseSettings, EtalageDatabase } from "./etalage-database";
import { openPostgres } from "./open-postgres";
import { openSqlite } from "./open-sqlite";

/** Opens the shop's database: PostgreSQL when a databaseUrl is given, else SQLite in dataDir. */
export async function openDatabase(settings: DatabaseSettings): Promise<EtalageDatabase> {
  const { databaseUrl } = settings;
  if (databaseUrl === undefined || databaseUrl === "") return openSqlite(settings.dataDir);
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      `DATABASE_URL must start with postgres:// or postgresql://, got "${databaseUrl}"`,
    );
  }
  const database = openPostgres(databaseUrl);
  await reach(database, databaseUrl);
  return database;
}

/**
 * One question before anything else, so that a server that is down or a wrong address, user or
 * password is named as such, with where it was looked for (never the password).
 */
async function reach(database: EtalageDatabase, databaseUrl: string): Promise<void> {
  try {
    await sql`select 1`.execute(database.db);
  } catch (error) {
    await database.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL at DATABASE_URL (${serverOf(databaseUrl)}) cannot be reached: ${reason}`,
    );
  }
}

/** `host:port/database` of a postgres:// address, without its user and password. */
export function serverOf(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "an address that cannot be read";
  }
}
