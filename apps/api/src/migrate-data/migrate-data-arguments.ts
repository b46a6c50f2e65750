import { parseArgs } from "node:util";

export interface MigrateDataArguments {
  /** Path of the SQLite file (or the DATA_DIR holding it). */
  from: string;
  /** postgres://… of the target database. */
  to: string;
  replace: boolean;
}

export const MIGRATE_DATA_USAGE =
  "Usage: npm run migrate-data -- --from sqlite:PATH --to postgres://USER@HOST:PORT/DATABASE [--replace]";

/** A wrong command line: the message says what was wrong and how it is written instead. */
export class UsageError extends Error {}

/** Reads `--from sqlite:PATH --to postgres://… [--replace]`. */
export function readMigrateDataArguments(argv: string[]): MigrateDataArguments {
  let values: { from?: string; to?: string; replace?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: "string" },
        to: { type: "string" },
        replace: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${MIGRATE_DATA_USAGE}`);
  }
  return {
    from: sqlitePath(values.from),
    to: postgresUrl(values.to),
    replace: values.replace ?? false,
  };
}

function sqlitePath(from: string | undefined): string {
  if (from === undefined || from === "")
    throw new UsageError(`--from is missing: the shop's SQLite file\n${MIGRATE_DATA_USAGE}`);
  if (/^postgres(ql)?:\/\//.test(from))
    throw new UsageError(
      `--from takes the SQLite file of a shop (sqlite:PATH), not a PostgreSQL database: copying between PostgreSQL databases is pg_dump's work\n${MIGRATE_DATA_USAGE}`,
    );
  if (!from.startsWith("sqlite:") || from.length === "sqlite:".length)
    throw new UsageError(
      `--from takes sqlite:PATH, e.g. sqlite:./data/etalage.sqlite, got "${from}"\n${MIGRATE_DATA_USAGE}`,
    );
  return from.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
}

function postgresUrl(to: string | undefined): string {
  if (to === undefined || to === "")
    throw new UsageError(
      `--to is missing: the PostgreSQL database to copy into\n${MIGRATE_DATA_USAGE}`,
    );
  if (!/^postgres(ql)?:\/\//.test(to))
    throw new UsageError(
      `--to takes a postgres:// or postgresql:// address, got "${to}"\n${MIGRATE_DATA_USAGE}`,
    );
  try {
    new URL(to);
  } catch {
    throw new UsageError(`--to is not a valid address: "${to}"\n${MIGRATE_DATA_USAGE}`);
  }
  return to;
}

/** The address without its password, to print. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password !== "") parsed.password = "***";
  return parsed.toString();
}
