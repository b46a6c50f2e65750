import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openTestDatabase, type TestDatabase } from "@etalage/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCatalogueCommand } from "../src/catalogue-csv/catalogue-command";

const SAMPLE = join(import.meta.dirname, "../../../test/fixtures/magento-products/products.csv");
let database: TestDatabase;
let scratch: string;

beforeAll(async () => {
  database = await openTestDatabase();
  scratch = await mkdtemp(join(tmpdir(), "etalage-csv-files-"));
});
afterAll(async () => {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
});

/** `npm run import|export` on an empty shop's database: its exit code, printed lines and changes. */
async function command(name: "import" | "export", args: string[]) {
  const lines: string[] = [];
  let changed = 0;
  const code = await runCatalogueCommand(name, args, {
    db: database.db,
    print: (line) => lines.push(line),
    changed: async () => {
      changed++;
    },
  });
  return { code, output: lines.join("\n"), changed };
}

const productCount = async () =>
  Number(
    (
      await database.db
        .selectFrom("products")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("npm run import and npm run export name a file they cannot use", () => {
  it("refuses a CSV file that is not there with one line naming it, exit code 2", async () => {
    const missing = join(scratch, "nope.csv");
    const run = await command("import", [missing]);
    expect(run.code).toBe(2);
    expect(run.output).toBe(`Cannot read ${missing}: no such file or folder`);
  });

  it("refuses a folder named as the CSV file", async () => {
    const run = await command("import", [scratch, "--dry-run"]);
    expect(run.code).toBe(2);
    expect(run.output).toBe(`Cannot read ${scratch}: it is a folder`);
  });

  it("refuses an --images folder that is not there before importing anything", async () => {
    const missing = join(scratch, "no-pictures");
    for (const dryRun of [[], ["--dry-run"]]) {
      const run = await command("import", [SAMPLE, "--images", missing, ...dryRun]);
      expect(run.code).toBe(2);
      expect(run.output.split("\n")[0]).toBe(`--images ${missing} is not a folder`);
      expect(run.output).toContain("Usage:");
      expect(run.changed).toBe(0);
    }
    const file = join(scratch, "a-file");
    await writeFile(file, "");
    const onAFile = await command("import", [SAMPLE, "--images", file]);
    expect(onAFile.code).toBe(2);
    expect(onAFile.output.split("\n")[0]).toBe(`--images ${file} is not a folder`);
    expect(await productCount()).toBe(0);
  });

  it("refuses an export into a folder that is not there with one line naming the file", async () => {
    const target = join(scratch, "missing-folder", "products.csv");
    const run = await command("export", [target]);
    expect(run.code).toBe(2);
    expect(run.output).toBe(`Cannot write ${target}: no such file or folder`);
  });
});
