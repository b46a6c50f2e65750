import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const contentFile = (name: string) => join(shop.shop.dataDir, "content", name);

describe("GET /api/ext/store-content/{banners|homepage}/{nl|en}", () => {
  it("serves the Dutch banners file in the envelope", async () => {
    const res = await shop.get("/api/ext/store-content/banners/nl");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.code).toBe(200);
    const file = JSON.parse(await readFile(contentFile("banners.nl.json"), "utf8"));
    expect(body.result).toEqual(file);
    expect(body.result.mainBanners.length).toBeGreaterThan(0);
  });

  it("serves the English homepage with its new collection and bestsellers", async () => {
    const body = await (await shop.get("/api/ext/store-content/homepage/en")).json();
    expect(body.result.new_collection).toMatchObject({ size: 8 });
    expect(body.result.bestsellers.skus.length).toBeGreaterThan(0);
  });

  it("reads the file on each request, so an edited file shows at once", async () => {
    const file = contentFile("homepage.nl.json");
    const before = await readFile(file, "utf8");
    const edited = { ...JSON.parse(before), bestsellers: { title: "Toppers", skus: [], size: 8 } };
    await writeFile(file, JSON.stringify(edited));
    try {
      const body = await (await shop.get("/api/ext/store-content/homepage/nl")).json();
      expect(body.result.bestsellers.title).toBe("Toppers");
    } finally {
      await writeFile(file, before);
    }
  });

  it("answers 404 for an unknown kind or store", async () => {
    for (const [path, result] of [
      ["/api/ext/store-content/menu/nl", "No store content menu for store nl"],
      ["/api/ext/store-content/banners/de", "No store content banners for store de"],
    ]) {
      const res = await shop.get(path!);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 404, result });
    }
  });
});
