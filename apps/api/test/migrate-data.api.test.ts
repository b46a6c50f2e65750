import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type EtalageDatabase,
  type Kysely,
  migrateToLatest,
  openDatabase,
  type Schema,
  sql,
} from "@etalage/db";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMigrateData } from "../src/migrate-data/migrate-data-command";
import { orderBody, placeOrder, plainProducts } from "./cart-test-shop";
import { startShopOn, type TestShop } from "./test-shop-on";
import { type LoggedIn, registeredCustomer, userApi } from "./user-test-shop";

const folders: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), "etalage-migrate-"));
  folders.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

/** Runs the command as `npm run migrate-data -- …` does; answers its exit code and output. */
async function migrateData(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMigrateData(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err: err.join("\n") };
}

describe("npm run migrate-data refuses what it cannot copy, with a clear message", () => {
  const nowhere = "postgres://postgres@127.0.0.1:1/etalage";

  it("names a --from file that is not there", async () => {
    const missing = join(await folder(), "etalage.sqlite");
    const run = await migrateData("--from", `sqlite:${missing}`, "--to", nowhere);
    expect(run.code).toBe(1);
    expect(run.err).toBe(`No SQLite file at ${missing}`);
  });

  it("refuses a --from file that is not a database", async () => {
    const file = join(await folder(), "notes.sqlite");
    await writeFile(file, "boodschappen: melk, brood\n".repeat(200));
    const run = await migrateData("--from", `sqlite:${file}`, "--to", nowhere);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(`${file} cannot be opened as SQLite: file is not a database`);
  });

  it("names a PostgreSQL server it cannot reach", async () => {
    const dataDir = await folder();
    const shop = await openDatabase({ dataDir });
    await migrateToLatest(shop.db);
    await shop.close();
    const run = await migrateData("--from", `sqlite:${dataDir}`, "--to", nowhere);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/^PostgreSQL cannot be reached: .*ECONNREFUSED/);
  });

  it("shows the usage for a wrong --to", async () => {
    const run = await migrateData("--from", "sqlite:x", "--to", "sqlite:y");
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/^--to takes a postgres:\/\/ or postgresql:\/\/ address/);
    expect(run.err).toContain("Usage: npm run migrate-data -- --from sqlite:PATH --to postgres://");
  });
});

// The copy itself needs the test PostgreSQL server, which the postgres project starts.
if (process.env.ETALAGE_TEST_DB === "postgres") {
  describe("npm run migrate-data copies a running SQLite shop into PostgreSQL", () => {
    let source: TestShop;
    let sourceDir: string;
    let targetUrl: string;
    let dropTarget: () => Promise<void>;
    let target: EtalageDatabase;
    let copy: TestShop;
    let customer: LoggedIn;
    let orderNumber: string;
    let output: Awaited<ReturnType<typeof migrateData>>;

    beforeAll(async () => {
      sourceDir = await folder();
      source = await startShopOn(await openDatabase({ dataDir: sourceDir }), sourceDir);
      customer = await registeredCustomer(userApi(source));
      const [dress] = await plainProducts(source, 1);
      const placed = await placeOrder(
        source,
        orderBody([{ sku: dress!.sku, qty: 2 }], { user_id: String(customer.id) }),
        `token=${encodeURIComponent(customer.token)}`,
      );
      if (placed.status !== 200) throw new Error(`order: ${JSON.stringify(placed.body)}`);
      orderNumber = placed.body.result.orderNumber;

      ({ url: targetUrl, drop: dropTarget } = await scratchPostgresDatabase());
      // The source shop keeps running: the copy reads its SQLite file beside it.
      output = await migrateData("--from", `sqlite:${sourceDir}/etalage.sqlite`, "--to", targetUrl);
      target = await openDatabase({ dataDir: ".", databaseUrl: targetUrl });
      const emptyDir = await folder();
      copy = await startShopOn(target, emptyDir);
    }, 120_000);
    afterAll(async () => {
      await copy?.close();
      await source?.close();
      await dropTarget?.();
    });

    it("prints each table with its rows, then the total and the time", () => {
      expect(output.err).toBe("");
      expect(output.code).toBe(0);
      expect(output.out[0]).toMatch(/^Copying the shop's data into postgres:\/\//);
      expect(output.out).toContainEqual(expect.stringMatching(/^ {2}products +\d+ rows$/));
      expect(output.out).toContainEqual(expect.stringMatching(/^ {2}media_files +\d+ rows$/));
      expect(output.out.at(-1)).toMatch(
        /^Copied \d+ rows of \d+ tables from .*etalage\.sqlite in \d+\.\d s$/,
      );
    });

    it("copies every table with the same number of rows", async () => {
      const counts = async (db: Kysely<Schema>, tables: string[]) =>
        Object.fromEntries(
          await Promise.all(
            tables.map(async (table) => {
              const { rows } = await sql<{ n: number | string }>`
                select count(*) as n from ${sql.table(table)}`.execute(db);
              return [table, Number(rows[0]!.n)];
            }),
          ),
        );
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'table'
          and name not like 'sqlite%' and name not like 'kysely%'`.execute(source.shop.database.db);
      const tables = rows.map((row) => row.name);
      expect(tables.length).toBeGreaterThan(40);
      const before = await counts(source.shop.database.db, tables);
      expect(before.orders).toBe(1);
      expect(await counts(target.db, tables)).toEqual(before);
    });

    it("serves the same products from the copy", async () => {
      const search = async (shop: TestShop) => {
        const res = await shop.get(
          "/api/catalog/catalog_nl/product/_search?size=50&sort=id:asc&_source_include=sku,final_price_incl_tax",
        );
        const body = await res.json();
        return {
          total: body.hits.total,
          hits: body.hits.hits.map((hit: { _source: unknown }) => hit._source),
        };
      };
      const [fromSource, fromCopy] = await Promise.all([search(source), search(copy)]);
      expect(fromCopy.total).toEqual(fromSource.total);
      expect(fromCopy.hits).toEqual(fromSource.hits);
    });

    it("lets the customer log in on the copy and see the order", async () => {
      const api = userApi(copy);
      const login = await api.login(customer.email);
      expect(login.status).toBe(200);
      const history = await api.orderHistory(login.body.result);
      expect(history.status).toBe(200);
      expect(JSON.stringify(history.body.result)).toContain(orderNumber);
    });

    it("serves the pictures and signs alike from an empty DATA_DIR", async () => {
      expect(copy.shop.secret).toBe(source.shop.secret);
      const { path } = await target.db
        .selectFrom("product_images")
        .select("path")
        .limit(1)
        .executeTakeFirstOrThrow();
      const res = await fetch(`${copy.baseUrl}/img/330/445/resize/${path}`);
      expect(res.status).toBe(200);
    });

    it("gives new rows on the copy keys past the copied ones", async () => {
      const next = await registeredCustomer(userApi(copy));
      expect(next.id).toBeGreaterThan(customer.id);
      const [top] = await plainProducts(copy, 1);
      const placed = await placeOrder(copy, orderBody([{ sku: top!.sku, qty: 1 }]));
      expect(placed.status).toBe(200);
      expect(placed.body.result.orderNumber).not.toBe(orderNumber);
    });

    it("refuses a target that already holds a shop, and replaces it when told", async () => {
      const again = await migrateData("--from", `sqlite:${sourceDir}`, "--to", targetUrl);
      expect(again.code).toBe(1);
      expect(again.err).toBe(
        "The target database already holds a shop (rows in products, categories, orders, customers): copy into an empty database, or pass --replace to overwrite it",
      );
      const replaced = await migrateData(
        "--from",
        `sqlite:${sourceDir}`,
        "--to",
        targetUrl,
        "--replace",
      );
      expect(replaced.code).toBe(0);
      const { n } = await target.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(1);
    });
  });
}

/** A new, empty database on the test PostgreSQL server, and how to drop it. */
async function scratchPostgresDatabase() {
  const server = process.env.ETALAGE_TEST_PG_URL;
  if (!server) throw new Error("ETALAGE_TEST_PG_URL is not set: run in the postgres project");
  const name = `etalage_copy_${randomBytes(6).toString("hex")}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
