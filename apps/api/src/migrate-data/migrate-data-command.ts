import { CopyRefused, copyShopData, openDatabase } from "@etalage/db";
import { readMigrateDataArguments, UsageError, withoutPassword } from "./migrate-data-arguments";

type Print = (line: string) => void;

/**
 * `npm run migrate-data -- --from sqlite:PATH --to postgres://…`: copies a shop's SQLite data
 * (the shop may keep running) into PostgreSQL and prints what it copied. Answers the exit code.
 */
export async function runMigrateData(
  argv: string[],
  print: Print,
  printError: Print,
): Promise<number> {
  let args: ReturnType<typeof readMigrateDataArguments>;
  try {
    args = readMigrateDataArguments(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      printError(error.message);
      return 1;
    }
    throw error;
  }
  const target = withoutPassword(args.to);
  const to = await openDatabase({ dataDir: ".", databaseUrl: args.to });
  try {
    print(`Copying the shop's data into ${target}`);
    const report = await copyShopData({
      from: args.from,
      to,
      replace: args.replace,
      onTable: (table, rows) => print(`  ${table.padEnd(34)} ${String(rows).padStart(8)} rows`),
    });
    print(
      `Copied ${report.rows} rows of ${report.tables.length} tables from ${report.file} in ${(report.milliseconds / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    printError(error instanceof CopyRefused ? message : `The data could not be copied: ${message}`);
    return 1;
  } finally {
    await to.close();
  }
}
