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
  return openPostgres(databaseUrl);
}
