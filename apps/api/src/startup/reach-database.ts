import { type EtalageDatabase, whyUnanswered } from "@etalage/db";
import { StartupError } from "./data-dir";

/**
 * One question to the database before anything else at start-up, so that a server that is down,
 * or a wrong address, user or password, is named as such: where it was looked for, never the
 * password. (A database lost later answers requests with 503 instead: see /api/health.)
 */
export async function reachDatabase(database: EtalageDatabase, databaseUrl?: string) {
  if (!databaseUrl) return;
  const reason = await whyUnanswered(database.db);
  if (reason !== undefined)
    throw new StartupError(
      `PostgreSQL at DATABASE_URL (${serverOf(databaseUrl)}) cannot be reached: ${reason}`,
    );
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
