import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAGENTO_COLUMNS } from "@etalage/commerce";
import type { ProductDocument } from "@etalage/contracts";
import { openTestDatabase } from "@etalage/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordRebuild } from "../src/catalogue-changes/record-command-change";
import { runCatalogueCommand } from "../src/catalogue-csv/catalogue-command";
import { type AdminSession, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import type { Json, TestShop } from "./test-shop";

const FIXTURE = join(import.meta.dirname, "../../../test/fixtures/magento-products");
const SAMPLE = join(FIXTURE, "products.csv");
const IMAGES = join(FIXTURE, "images");
const ctx = backOfficeShopForTests({ members: ["staff", "owner"] });
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "etalage-csv-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `npm run import|export` on a database, in this process; its printed lines kept. */
async function command(
  db: TestShop["shop"]["database"]["db"],
  name: "import" | "export",
  args: string[],
) {
  const lines: string[] = [];
  let changed = 0;
  const code = await runCatalogueCommand(name, args, {
    db,
    print: (line) => lines.push(line),
    changed: async () => {
      changed++;
      await recordRebuild(db);
    },
  });
  return { code, output: lines.join("\n"), changed };
}

const searched = (sku: string) =>
  ctx.shop.shop.catalogue.engine.search(
    "catalog_nl",
    "product",
    { query: { term: { sku } } },
    { size: 1 },
  ).hits.hits[0]?._source as ProductDocument | undefined;

const sortedLines = (csv: string) => csv.trimEnd().split("\n").slice(1).sort();

describe("GET /api/admin/products.csv", () => {
  it("refuses a call without a back-office session with 401 (export and import)", async () => {
    await expectLoginNeeded(ctx.shop, [
      { method: "GET", path: "/api/admin/products.csv" },
      { method: "POST", path: "/api/admin/products/import" },
    ]);
  });

  it("gives the catalogue in Magento 2's product CSV: its columns, a row per product and one per English store view", async () => {
    const reply = await ctx.api.call("GET", "/api/admin/products.csv", { session: ctx.staff });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = (reply.body as string).trimEnd().split("\n");
    expect(header).toBe(MAGENTO_COLUMNS.join(","));
    const dress = rows.filter((row) => row.startsWith("JRK-1001,"));
    expect(dress).toHaveLength(2);
    expect(dress[0]).toContain(",configurable,");
    expect(dress[0]).toContain("sku=JRK-1001-GROEN-M,color=Groen,size=M");
    expect(dress[1]).toMatch(/^JRK-1001,en,.*Polka dot midi dress/);
  });
});

describe("npm run import and npm run export", () => {
  it("lists in a dry run what would change, and changes nothing", async () => {
    const dry = await command(ctx.shop.shop.database.db, "import", [
      SAMPLE,
      "--images",
      IMAGES,
      "--dry-run",
    ]);
    expect(dry.output).toContain("New category (would be made): Default Category/Blouses");
    expect(dry.output).toContain(
      "10 product(s) would be created, 0 would be updated, 0 left alone, 0 left out for a problem (dry run: nothing changed)",
    );
    expect(dry.code).toBe(0);
    expect(dry.changed).toBe(0);
    const stored = await ctx.shop.shop.database.db
      .selectFrom("products")
      .select("sku")
      .where("sku", "like", "IMP-%")
      .execute();
    expect(stored).toEqual([]);
  });

  it("lists every problem with its line and column (a bundle row: the import does not write it); only the products without one would come in", async () => {
    const sample = await readFile(SAMPLE, "utf8");
    const bad = [
      sample.trimEnd(),
      'IMP-FIEN,,Default,simple,Default Category/Blouses,base,Blouse Fien,,,0.2,1,"Catalog, Search",1,,,,blouse-fien-2,,,,,,,,1,1,,,',
      'IMP-DUUR,,Default,simple,Default Category/Nergens,base,Duur,,,0.2,1,"Catalog, Search",twaalf,,,,duur,,,,,,,,1,1,,,',
      'IMP-LOS,,Default,simple,Default Category/Jurken,base,Los,,,0.2,1,Not Visible Individually,10,,,,los,,,,,,,"color=Rood,size=S",1,1,,,',
      'IMP-FOTO,,Default,simple,Default Category/Jurken,base,Foto,,,0.2,1,"Catalog, Search",10,,,,foto,,,geen.jpg,geen.jpg,geen.jpg,,,1,1,,,',
      "IMP-WINKEL,fr,,,,,Nom,,,,,,,,,,,,,,,,,,,,,,",
      'IMP-NIEUW,,Default,simple,Default Category/Nergens,base,Nieuw,,,0.2,1,"Catalog, Search",10,,,,nieuw-9,,,,,,,,1,1,,,',
      'IMP-SET,,Default,bundle,Default Category/Jurken,base,Set,,,0.2,1,"Catalog, Search",10,,,,set-9,,,,,,,,1,1,,,',
      'IMP-RAAR,,Default,raar,Default Category/Jurken,base,Raar,,,0.2,1,"Catalog, Search",10,,,,raar-9,,,,,,,,1,1,,,',
      "",
    ].join("\n");
    const file = join(scratch, "problems.csv");
    await writeFile(file, bad);
    const report = await command(ctx.shop.shop.database.db, "import", [
      file,
      "--images",
      IMAGES,
      "--dry-run",
      "--refuse-new-categories",
    ]);
    expect(report.code).toBe(1);
    const lines = report.output.split("\n");
    expect(lines.slice(0, -1)).toEqual([
      "line 14, related_skus: Related product IMP-FIEN is neither in the file nor in the shop",
      "line 22, sku: Duplicate sku IMP-FIEN: also on line 16",
      'line 23, price: "twaalf" is not an amount from 0 to 1000000',
      "line 24, sku: Variant IMP-LOS: its configurable is neither in the file nor in the shop",
      "line 25, base_image: Picture geen.jpg not found",
      'line 26, store_view_code: Unknown store view "fr": the shop has nl (default) and en',
      'line 27, categories: Unknown category "Default Category/Nergens"',
      "line 28, product_type: The import does not write bundle products, only simple, configurable and virtual ones: edit this one in the back office",
      'line 29, product_type: Unknown product type "raar": simple, configurable or virtual',
    ]);
    // The sample's two simple products without a problem would still come in; nothing did.
    expect(lines.at(-1)).toMatch(
      /^2 product\(s\) would be created, .*\(dry run: nothing changed\)$/,
    );
  });

  it("imports the sample: products, variants, store views, categories, pictures and related products, shown by the shop", async () => {
    const run = await command(ctx.shop.shop.database.db, "import", [SAMPLE, "--images", IMAGES]);
    expect(run.output, run.output).toContain(
      "10 product(s) created, 0 updated, 0 left alone, 0 left out for a problem",
    );
    expect(run.code).toBe(0);
    expect(run.changed).toBe(1);
    await ctx.shop.shop.catalogueChanges.followNow();
    const dress = searched("IMP-LOTTE");
    expect(dress).toMatchObject({
      name: "Jurk Lotte",
      url_key: "jurk-lotte",
      special_price: 45.4463,
    });
    expect(dress?.configurable_children).toHaveLength(6);
    const sold = dress?.configurable_children?.find((child) => child.sku === "IMP-LOTTE-BLAUW-L");
    expect(sold?.stock?.is_in_stock ?? sold?.is_in_stock).toBe(false);
    expect(searched("IMP-OUD")?.status).toBe(2);
    const blouse = await ctx.api.call("GET", "/api/admin/products/IMP-FIEN", {
      session: ctx.staff,
    });
    expect(blouse.body.result).toMatchObject({
      name: { nl: "Blouse Fien", en: "Blouse Fien" },
      related: ["IMP-LOTTE"],
      qty: 12,
    });
    const picture = await fetch(ctx.shop.baseUrl + blouse.body.result.images[0].url);
    expect(picture.status).toBe(200);
    const tree = await ctx.api.call("GET", "/api/admin/categories", { session: ctx.staff });
    expect(JSON.stringify(tree.body.result)).toContain('"nl":"Blouses"');
  });

  it("changes nothing when the same file comes again", async () => {
    const again = await command(ctx.shop.shop.database.db, "import", [SAMPLE, "--images", IMAGES]);
    expect(again.output).toContain(
      "0 product(s) created, 0 updated, 10 left alone, 0 left out for a problem",
    );
    expect(again.changed).toBe(0);
  });

  it("takes a CSV from the back office: the owner's dry run reports, her real run imports", async () => {
    const upload = (csv: string, query: string, session: AdminSession = ctx.owner) =>
      fetch(`${ctx.shop.baseUrl}/api/admin/products/import?${query}`, {
        method: "POST",
        headers: {
          "content-type": "text/csv",
          cookie: session.cookie,
          "x-csrf-token": session.csrfToken,
        },
        body: csv,
      });
    const sample = await readFile(SAMPLE, "utf8");
    const cheaper = sample.replace(",24.7107,", ",20.6612,");
    const refused = await upload(cheaper, "dryRun=false", ctx.staff);
    expect(refused.status).toBe(403);
    // Without Accept-Language, in the shop's own Dutch.
    expect(await refused.json()).toEqual({
      code: 403,
      result: "Alleen de eigenaar van de winkel mag dit doen",
    });
    const dry: Json = await (await upload(cheaper, "dryRun=true")).json();
    expect(dry.result).toMatchObject({ dryRun: true, created: 0, updated: 1, unchanged: 9 });
    expect(searched("IMP-NOOR")?.price).not.toBe(25);
    const run = await upload(cheaper, "dryRun=false");
    expect(run.status).toBe(200);
    expect(((await run.json()) as Json).result).toMatchObject({
      dryRun: false,
      updated: 1,
      unchanged: 9,
    });
    expect(searched("IMP-NOOR")?.price).toBe(20.6612);
    const audit = await ctx.shop.shop.database.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("action", "=", "catalogue.import")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ updated: 1, unchanged: 9 });
    const bad = await upload(cheaper, "dryRun=maybe");
    expect(((await bad.json()) as Json).meta).toEqual({ field: "dryRun" });
  });

  it("round-trips: the sample into an empty shop, its export into another, exports the same file", async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      const imported = await command(first.db, "import", [SAMPLE, "--images", IMAGES]);
      expect(imported.code, imported.output).toBe(0);
      const exported = join(scratch, "first.csv");
      await command(first.db, "export", [exported]);
      const once = await readFile(exported, "utf8");
      expect(sortedLines(once)).toEqual(sortedLines(await readFile(SAMPLE, "utf8")));
      await command(second.db, "import", [exported, "--images", IMAGES]);
      const again = join(scratch, "second.csv");
      await command(second.db, "export", [again]);
      expect(await readFile(again, "utf8")).toBe(once);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
