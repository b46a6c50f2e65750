import { runMigrateData } from "./migrate-data/migrate-data-command";

/**
 * `npm run migrate-data -- --from sqlite:PATH --to postgres://… [--replace]`: copies a shop's
 * SQLite data into PostgreSQL, for moving a shop to several processes (see the README).
 */
runMigrateData(
  process.argv.slice(2),
  (line) => console.log(line),
  (line) => console.error(line),
).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `The data copy stopped: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
