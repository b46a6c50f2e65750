import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminSession, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import type { Json } from "./test-shop";

const FIXTURE = join(import.meta.dirname, "../../../test/fixtures/magento-products");
const IMAGES = join(FIXTURE, "images");
const ctx = backOfficeShopForTests();
let sample: string;
/** The sample's pictures by name, as `npm run import --images` reads them. */
let pictures: Record<string, Uint8Array>;

beforeAll(async () => {
  sample = await readFile(join(FIXTURE, "products.csv"), "utf8");
  pictures = {};
  for (const name of await readdir(IMAGES))
    pictures[name] = new Uint8Array(await readFile(join(IMAGES, name)));
});

/** The sample's pictures zipped in one top folder, as a zip made of a folder of them is. */
const zipOf = (files: Record<string, Uint8Array>, folder = "foto's/") =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [folder + name, bytes])));

interface Upload {
  csv?: string;
  zip?: Uint8Array;
  zipName?: string;
  dryRun: boolean;
  session?: AdminSession;
  withoutCsrf?: boolean;
  accept?: string;
  language?: string;
}

/** The import page's call: the CSV and the zip as multipart/form-data. */
function upload(options: Upload) {
  const session = options.session ?? ctx.owner;
  const form = new FormData();
  form.append("csv", new Blob([options.csv ?? sample], { type: "text/csv" }), "products.csv");
  if (options.zip)
    form.append(
      "pictures",
      new Blob([options.zip], { type: "application/zip" }),
      options.zipName ?? "fotos.zip",
    );
  return fetch(`${ctx.shop.baseUrl}/api/admin/products/import?dryRun=${options.dryRun}`, {
    method: "POST",
    headers: {
      cookie: session.cookie,
      ...(options.withoutCsrf ? {} : { "x-csrf-token": session.csrfToken }),
      "accept-language": options.language ?? "en",
      ...(options.accept ? { accept: options.accept } : {}),
    },
    body: form,
  });
}

const reportOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as Json).result as {
    dryRun: boolean;
    problems: { line: number; column: string; message: string }[];
    created: number;
    updated: number;
    unchanged: number;
    skipped: number;
  };
};

const productNamed = (sku: string) =>
  ctx.shop.shop.database.db
    .selectFrom("products")
    .select("sku")
    .where("sku", "=", sku)
    .executeTakeFirst();

describe("POST /api/admin/products/import with a zip of pictures", () => {
  it("refuses a call without a back-office session with 401", async () => {
    await expectLoginNeeded(ctx.shop, [{ method: "POST", path: "/api/admin/products/import" }]);
    const res = await upload({
      dryRun: true,
      zip: zipOf(pictures),
      session: { cookie: "", csrfToken: "" },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, result: "Log in to the back office first" });
  });

  it("refuses a staff member who is not the owner, and a call without its CSRF header, with 403", async () => {
    const asStaff = await upload({ dryRun: true, zip: zipOf(pictures), session: ctx.staff });
    expect(asStaff.status).toBe(403);
    expect(await asStaff.json()).toEqual({
      code: 403,
      result: "Only the shop's owner may do this",
    });
    const withoutCsrf = await upload({ dryRun: true, zip: zipOf(pictures), withoutCsrf: true });
    expect(withoutCsrf.status).toBe(403);
    expect(await withoutCsrf.json()).toEqual({
      code: 403,
      result: "The x-csrf-token header is missing or not this session's",
    });
  });

  it("dry-runs a CSV with its zip: no picture missing, and nothing changed", async () => {
    const report = await reportOf(await upload({ dryRun: true, zip: zipOf(pictures) }));
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ dryRun: true, created: 10, updated: 0, skipped: 0 });
    expect(await productNamed("IMP-FIEN")).toBeUndefined();
  });

  it("reports a picture missing from the zip, or named outside it, with its line and column", async () => {
    const { "sjaal-noor.webp": _left, ...others } = pictures;
    const csv = sample.replace(",blouse-fien.png,", ",../blouse-fien.png,");
    const report = await reportOf(await upload({ csv, dryRun: true, zip: zipOf(others) }));
    expect(report.problems).toEqual([
      { line: 16, column: "base_image", message: "Picture ../blouse-fien.png not found" },
      { line: 18, column: "base_image", message: "Picture sjaal-noor.webp not found" },
    ]);
    const dutch = await reportOf(
      await upload({ csv, dryRun: true, zip: zipOf(others), language: "nl" }),
    );
    expect(dutch.problems[1]).toEqual({
      line: 18,
      column: "base_image",
      message: "Afbeelding sjaal-noor.webp niet gevonden",
    });
  });

  it("refuses an HTML file named .jpg in the zip, at its line and column", async () => {
    const html = new TextEncoder().encode("<!doctype html><html><body>nee</body></html>");
    const zip = zipOf({ ...pictures, "jurk-lotte-rood.jpg": html });
    const report = await reportOf(await upload({ dryRun: true, zip }));
    expect(report.problems).toContainEqual({
      line: 2,
      column: "base_image",
      message: "Picture jurk-lotte-rood.jpg: is not a JPEG, PNG, WebP or AVIF picture",
    });
    const dutch = await reportOf(await upload({ dryRun: true, zip, language: "nl" }));
    expect(dutch.problems).toContainEqual({
      line: 2,
      column: "base_image",
      message: "Afbeelding jurk-lotte-rood.jpg: is geen JPEG-, PNG-, WebP- of AVIF-afbeelding",
    });
  });

  it("reports a picture larger than 20 MB in the zip, as a picture upload refuses it, at its line and column", async () => {
    const large = new Uint8Array(20 * 1024 * 1024 + 1);
    const zip = zipOf({ ...pictures, "sjaal-noor.webp": large });
    const report = await reportOf(await upload({ dryRun: true, zip }));
    expect(report.problems).toEqual([
      { line: 18, column: "base_image", message: "Picture sjaal-noor.webp: is larger than 20 MB" },
    ]);
  });

  it("answers a broken zip with 400 naming it, in the member's language", async () => {
    const zip = zipOf(pictures).slice(0, 200);
    const english = await upload({ dryRun: true, zip, zipName: "lente.zip" });
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      code: 400,
      result: 'pictures: "lente.zip" is not a readable zip file',
      meta: { field: "pictures" },
    });
    const dutch = await upload({ dryRun: true, zip, zipName: "lente.zip", language: "nl" });
    expect(((await dutch.json()) as Json).result).toBe(
      'pictures: "lente.zip" is geen leesbaar zip-bestand',
    );
  });

  it("answers a multipart call without its CSV with 400", async () => {
    const form = new FormData();
    form.append("pictures", new Blob([zipOf(pictures)]), "fotos.zip");
    const res = await fetch(`${ctx.shop.baseUrl}/api/admin/products/import?dryRun=true`, {
      method: "POST",
      headers: {
        cookie: ctx.owner.cookie,
        "x-csrf-token": ctx.owner.csrfToken,
        "accept-language": "en",
      },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      result: "csv: is required",
      meta: { field: "csv" },
    });
  });

  it("imports a CSV with its zip: the products with their pictures, served by /img", async () => {
    const report = await reportOf(await upload({ dryRun: false, zip: zipOf(pictures) }));
    expect(report).toMatchObject({ dryRun: false, created: 10, skipped: 0, problems: [] });
    const blouse = await ctx.api.call("GET", "/api/admin/products/IMP-FIEN", {
      session: ctx.staff,
    });
    const image = blouse.body.result.images[0] as { url: string; path: string };
    expect(image.path).toContain("blouse-fien.png");
    const served = await fetch(ctx.shop.baseUrl + image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it("answers a real run asked as NDJSON with progress lines rising to the total, then the report", async () => {
    const cheaper = sample.replaceAll(",57.8512,", ",49.5868,").replace(",24.7107,", ",20.6612,");
    const res = await upload({
      csv: cheaper,
      dryRun: false,
      zip: zipOf(pictures),
      accept: "application/x-ndjson",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const lines = (await res.text())
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Json);
    const steps = lines.slice(0, -1);
    expect(steps.length).toBeGreaterThan(0);
    for (const [index, step] of steps.entries()) {
      expect(Object.keys(step).sort()).toEqual(["done", "total"]);
      expect(step.total).toBe(10);
      if (index > 0) expect(step.done).toBeGreaterThan(steps[index - 1].done);
    }
    expect(steps.at(-1)).toEqual({ done: 10, total: 10 });
    expect(lines.at(-1)).toEqual({
      report: expect.objectContaining({ dryRun: false, updated: 8, unchanged: 2, problems: [] }),
    });
  });

  it("sends at most about ten progress lines a second, and its last at the total, during a longer import", async () => {
    const header = sample.split("\n")[0];
    const rows = Array.from({ length: 300 }, (_, index) => {
      const n = String(index + 1).padStart(3, "0");
      return `IMP-RIJ-${n},,Default,simple,Default Category/Blouses,base,Blouse Rij ${n},Katoenen blouse.,,0.25,1,"Catalog, Search",40.4959,,,,blouse-rij-${n},,,blouse-fien.png,,,,,3,1,,,`;
    });
    const started = performance.now();
    const res = await upload({
      csv: `${header}\n${rows.join("\n")}\n`,
      dryRun: false,
      accept: "application/x-ndjson",
    });
    const lines = (await res.text())
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Json);
    const seconds = (performance.now() - started) / 1000;
    const steps = lines.filter((line) => "done" in line);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThanOrEqual(Math.ceil(seconds * 10) + 1);
    expect(steps.at(-1)).toEqual({ done: 300, total: 300 });
    expect(lines.at(-1).report).toMatchObject({ created: 300, problems: [] });
  });

  it("goes on to the end of a real run when the member leaves during its progress", async () => {
    const header = sample.split("\n")[0];
    const rows = Array.from({ length: 200 }, (_, index) => {
      const n = String(index + 1).padStart(3, "0");
      return `IMP-WEG-${n},,Default,simple,Default Category/Blouses,base,Blouse Weg ${n},Katoenen blouse.,,0.25,1,"Catalog, Search",40.4959,,,,blouse-weg-${n},,,,,,,,3,1,,,`;
    });
    const res = await upload({
      csv: `${header}\n${rows.join("\n")}\n`,
      dryRun: false,
      accept: "application/x-ndjson",
    });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await expect
      .poll(async () => (await productNamed("IMP-WEG-200"))?.sku, { timeout: 20_000 })
      .toBe("IMP-WEG-200");
    const after = await upload({ dryRun: true, zip: zipOf(pictures) });
    expect(after.status).toBe(200);
  });

  it("answers a dry run asked as NDJSON, and a refusal before a real run, as JSON", async () => {
    const dry = await upload({
      dryRun: true,
      zip: zipOf(pictures),
      accept: "application/x-ndjson",
    });
    expect(dry.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await dry.json()) as Json).result).toMatchObject({
      dryRun: true,
      updated: 8,
      unchanged: 2,
    });
    const broken = await upload({
      dryRun: false,
      zip: new TextEncoder().encode("geen zip"),
      accept: "application/x-ndjson",
    });
    expect(broken.status).toBe(400);
    expect(broken.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await broken.json()).toEqual({
      code: 400,
      result: 'pictures: "fotos.zip" is not a readable zip file',
      meta: { field: "pictures" },
    });
  });

  it("is described in the back office's API document: a CSV or a CSV with its zip, answered as JSON or as NDJSON lines", async () => {
    const document = (await ctx.api.call("GET", "/api/admin/openapi.json", { session: ctx.staff }))
      .body;
    const operation = document.paths["/api/admin/products/import"].post;
    expect(Object.keys(operation.requestBody.content).sort()).toEqual([
      "multipart/form-data",
      "text/csv",
    ]);
    const parts = operation.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(parts.properties).sort()).toEqual(["csv", "pictures"]);
    expect(parts.required).toEqual(["csv"]);
    expect(Object.keys(operation.responses["200"].content).sort()).toEqual([
      "application/json",
      "application/x-ndjson",
    ]);
    expect(operation.responses["413"]).toBeDefined();
  });
});
