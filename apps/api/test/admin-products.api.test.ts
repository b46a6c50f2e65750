import { describe, expect, it } from "vitest";
import { expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";

const ctx = backOfficeShopForTests({ members: ["staff"], language: "nl" });

const get = (path: string, headers: Record<string, string> = {}) =>
  ctx.api.call("GET", path, { session: ctx.staff, headers });
const skus = (reply: { body: { result: { items: { sku: string }[] } } }) =>
  reply.body.result.items.map((item) => item.sku);

describe("GET /api/admin/products", () => {
  it("refuses a call without a back-office session with 401", async () => {
    await expectLoginNeeded(ctx.shop, [
      { method: "GET", path: "/api/admin/products" },
      { method: "GET", path: "/api/admin/products/JRK-1001" },
    ]);
  });

  it("lists the products a shopper finds, by sku, without variants, a page at a time", async () => {
    const first = await get("/api/admin/products?pageSize=3");
    expect(first.status).toBe(200);
    expect(first.body.result.total).toBeGreaterThan(100);
    expect(first.body.result.items).toHaveLength(3);
    const item = first.body.result.items[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        "sku",
        "type",
        "name",
        "status",
        "visibility",
        "price",
        "special_price",
        "qty",
        "updated_at",
      ].sort(),
    );
    const second = await get("/api/admin/products?pageSize=3&page=2");
    const both = [...skus(first), ...skus(second)];
    expect(both).toEqual([...both].sort());
    expect(new Set(both).size).toBe(6);
    const all = await get("/api/admin/products?pageSize=200&q=JRK-1001");
    expect(skus(all)).toEqual(["JRK-1001"]);
  });

  it("finds products by part of the sku or the name in either language, in any case", async () => {
    const dutch = await get("/api/admin/products?q=STIPPEN");
    expect(skus(dutch)).toContain("JRK-1001");
    const english = await get("/api/admin/products?q=polka%20dot");
    expect(skus(english)).toContain("JRK-1001");
    const none = await get("/api/admin/products?q=%25_no-such-thing");
    expect(none.body.result).toMatchObject({ items: [], total: 0 });
  });

  it("filters by category, type, status and stock (low: 1 to 5 pieces, out: none)", async () => {
    const dresses = await get("/api/admin/products?category=4&pageSize=200");
    expect(skus(dresses).every((sku: string) => sku.startsWith("JRK-"))).toBe(true);
    expect(dresses.body.result.total).toBeGreaterThan(0);
    const simple = await get("/api/admin/products?type=simple&pageSize=200");
    expect(simple.body.result.items.length).toBeGreaterThan(0);
    expect(simple.body.result.items.every((p: { type: string }) => p.type === "simple")).toBe(true);
    const configurable = await get("/api/admin/products?type=configurable&q=JRK-1001");
    const dress = configurable.body.result.items.find((p: { sku: string }) => p.sku === "JRK-1001");
    const stored = await ctx.shop.shop.database.db
      .selectFrom("products")
      .innerJoin("stock_items", "stock_items.product_id", "products.id")
      .select((eb) => eb.fn.sum<number>("qty").as("qty"))
      .where("parent_id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(dress.qty).toBe(Number(stored.qty));
    const enabled = await get("/api/admin/products?status=enabled&pageSize=1");
    const disabled = await get("/api/admin/products?status=disabled&pageSize=1");
    const everything = await get("/api/admin/products?pageSize=1");
    expect(enabled.body.result.total + disabled.body.result.total).toBe(
      everything.body.result.total,
    );
    const out = await get("/api/admin/products?stock=out&pageSize=200");
    expect(out.body.result.items.length).toBeGreaterThan(0);
    expect(out.body.result.items.every((p: { qty: number }) => p.qty <= 0)).toBe(true);
    const low = await get("/api/admin/products?stock=low&pageSize=200");
    expect(low.body.result.items.length).toBeGreaterThan(0);
    expect(low.body.result.items.every((p: { qty: number }) => p.qty > 0 && p.qty <= 5)).toBe(true);
  });

  it("refuses a bad filter with 400 naming the field, in Dutch or in the member's English", async () => {
    const dutch = await get("/api/admin/products?stock=some");
    expect(dutch.status).toBe(400);
    expect(dutch.body).toEqual({
      code: 400,
      result: "stock: heeft een ongeldige waarde",
      meta: { field: "stock" },
    });
    const english = await get("/api/admin/products?page=0", { "accept-language": "en-GB,nl" });
    expect(english.body).toEqual({
      code: 400,
      result: "page: must be a page number",
      meta: { field: "page" },
    });
    const cases: [string, string][] = [
      ["category=dresses", "category: moet het nummer van een categorie zijn"],
      ["status=on", "status: moet enabled of disabled zijn"],
      ["type=kit", "type: moet simple of configurable zijn"],
      ["pageSize=1000", "pageSize: moet een aantal van 1 tot 200 per pagina zijn"],
    ];
    for (const [query, message] of cases) {
      const reply = await get(`/api/admin/products?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.meta.field, query).toBe(query.split("=")[0]);
      expect(reply.body.result, query).toBe(message);
    }
  });
});

describe("GET /api/admin/products/{sku}", () => {
  it("shows a configurable dress with its texts in both languages, variants, stock and pictures", async () => {
    const reply = await get("/api/admin/products/JRK-1001");
    expect(reply.status).toBe(200);
    const dress = reply.body.result;
    expect(dress).toMatchObject({
      sku: "JRK-1001",
      type: "configurable",
      parent_sku: null,
      name: { nl: "Midi-jurk met stippen", en: "Polka dot midi dress" },
      url_key: { nl: "midi-jurk-met-stippen" },
      status: "enabled",
      visibility: 4,
      configurable_attributes: ["color", "size"],
    });
    expect(dress.categories).toContain(4);
    expect(dress.related.length).toBeGreaterThan(0);
    const variant = dress.variants.find((v: { sku: string }) => v.sku === "JRK-1001-GROEN-M");
    expect(variant).toMatchObject({
      color: { label: { nl: "Groen", en: "Green" } },
      size: { label: { nl: "M", en: "M" } },
      status: "enabled",
    });
    expect(dress.qty).toBe(
      dress.variants.reduce((sum: number, v: { qty: number }) => sum + v.qty, 0),
    );
    expect(dress.images[0]).toMatchObject({
      path: "catalog/dress/midi-dots/5d7052/1.svg",
      alt: { nl: "Midi-jurk in groen, vooraanzicht", en: "Midi dress in green, front view" },
    });
    const picture = await fetch(ctx.shop.baseUrl + dress.images[0].url);
    expect(picture.status).toBe(200);
  });

  it("shows a variant with the sku of its configurable", async () => {
    const reply = await get("/api/admin/products/JRK-1001-GROEN-M");
    expect(reply.body.result).toMatchObject({ type: "simple", parent_sku: "JRK-1001" });
  });

  it("answers 404 for an unknown sku, in Dutch or English, and 400 for one no product could have", async () => {
    const unknown = await get("/api/admin/products/NO-SUCH-SKU");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, result: "Er is geen product met sku NO-SUCH-SKU" });
    const english = await get("/api/admin/products/NO-SUCH-SKU", { "accept-language": "en-US" });
    expect(english.body).toEqual({ code: 404, result: "No product with sku NO-SUCH-SKU" });
    const bad = await get(`/api/admin/products/${"X".repeat(70)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.meta).toEqual({ field: "sku" });
    expect(bad.body.result).toBe(
      "sku: moet 1 tot 64 letters, cijfers, punten, liggende of lage streepjes zijn",
    );
  });
});
