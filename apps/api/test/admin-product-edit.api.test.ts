import type { ProductDocument } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { expectCsrfNeeded, expectLoginNeeded, expectOwnerOnly } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { within } from "./catalogue-changes-shops";

const ctx = backOfficeShopForTests({ following: true, language: "nl" });

const post = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.api.call("POST", "/api/admin/products", { session: ctx.owner, body, headers });
const patch = (sku: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.api.call("PATCH", `/api/admin/products/${sku}`, { session: ctx.owner, body, headers });

/** A product as a shop process's catalogue API answers it (Dutch or English store view). */
async function searched(baseUrl: string, sku: string, store: "nl" | "en" = "nl") {
  const request = encodeURIComponent(JSON.stringify({ query: { term: { sku } } }));
  const res = await fetch(
    `${baseUrl}/api/catalog/catalog_${store}/product/_search?size=1&request=${request}`,
  );
  const body = (await res.json()) as { hits: { hits: { _source: ProductDocument }[] } };
  return body.hits.hits[0]?._source;
}

const dress = (sku: string) => ({
  sku,
  type: "configurable",
  name: { nl: "Zomerjurk Marieke", en: "Summer dress Marieke" },
  description: { nl: "Luchtig linnen.", en: "Airy linen." },
  price: 66.1157,
  categories: [4],
  related: ["JRK-1001"],
  variants: ["Rood", "Blauw"].flatMap((color) =>
    ["S", "M", "L"].map((size) => ({ sku: `${sku}-${color}-${size}`, color, size, qty: 4 })),
  ),
});

describe("POST and PATCH /api/admin/products: who may", () => {
  const routes = [
    { method: "POST" as const, path: "/api/admin/products", body: dress("ANY-1") },
    { method: "PATCH" as const, path: "/api/admin/products/JRK-1001", body: { price: 10 } },
  ];

  it("refuses a call without a back-office session with 401", async () => {
    await expectLoginNeeded(ctx.shop, routes);
  });

  it("refuses a call without the session's CSRF token with 403", async () => {
    await expectCsrfNeeded(ctx.shop, ctx.owner, routes);
  });

  it("refuses staff: only the owner changes the catalogue (403)", async () => {
    await expectOwnerOnly(ctx.shop, ctx.staff, routes);
    expect(await searched(ctx.shop.baseUrl, "ANY-1")).toBeUndefined();
  });
});

describe("POST /api/admin/products", () => {
  it("creates a configurable dress in two colours and three sizes, shown by every process within a second", async () => {
    const reply = await post(dress("JRK-9001"));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const created = reply.body.result;
    expect(created).toMatchObject({
      sku: "JRK-9001",
      type: "configurable",
      name: { nl: "Zomerjurk Marieke", en: "Summer dress Marieke" },
      url_key: { nl: "zomerjurk-marieke", en: "summer-dress-marieke" },
      price: 66.1157,
      status: "enabled",
      visibility: 4,
      categories: [4],
      related: ["JRK-1001"],
      configurable_attributes: ["color", "size"],
      qty: 24,
    });
    expect(created.variants).toHaveLength(6);
    expect(created.variants[0]).toMatchObject({
      sku: "JRK-9001-Rood-S",
      color: { label: { nl: "Rood" } },
      size: { label: { nl: "S", en: "S" } },
      price: 66.1157,
      qty: 4,
    });
    const here = await searched(ctx.shop.baseUrl, "JRK-9001");
    expect(here).toMatchObject({ name: "Zomerjurk Marieke", status: 1 });
    expect(here!.category_ids).toContain(4);
    expect(here!.configurable_children).toHaveLength(6);
    expect((await searched(ctx.shop.baseUrl, "JRK-9001", "en"))?.name).toBe("Summer dress Marieke");
    const delay = await within(1_000, async () => {
      const there = await searched(ctx.second.baseUrl, "JRK-9001");
      return there?.configurable_children?.length === 6;
    });
    expect(delay).toBeLessThan(1_000);
  });

  it("creates a simple product with its pieces and records who did it in the audit log", async () => {
    const reply = await post({
      sku: "TAS-9001",
      type: "simple",
      name: { nl: "Leren schoudertas", en: "Leather shoulder bag" },
      price: 82.6446,
      qty: 7,
      categories: [13],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ qty: 7, variants: [], configurable_attributes: [] });
    expect((await searched(ctx.shop.baseUrl, "TAS-9001"))?.stock.qty).toBe(7);
    const audit = await ctx.shop.shop.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("subject_id", "=", "TAS-9001")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "product.create", subject_type: "product" });
  });

  it("creates products sent at the same moment, each with its own id; the same sku twice only once", async () => {
    const replies = await Promise.all(
      [1, 2, 3, 4, 4].map((n, index) =>
        post({
          sku: `RIEM-900${n}`,
          type: "simple",
          name: { nl: `Riem ${n} ${index}`, en: `Belt ${n} ${index}` },
          price: 20,
          qty: 1,
        }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 400]);
    const refused = replies.find((reply) => reply.status === 400)!;
    expect(refused.body.meta).toEqual({ field: "sku" });
    expect(refused.body.result).toBe("sku: is al van een ander product");
    const rows = await ctx.shop.shop.database.db
      .selectFrom("products")
      .select(["id", "sku"])
      .where("sku", "like", "RIEM-900%")
      .execute();
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.id)).size).toBe(4);
  });

  it("refuses a sku, a url key or a variant's sku another product has, naming the field", async () => {
    const sku = await post({ ...dress("JRK-1001"), variants: [] });
    expect(sku.status).toBe(400);
    expect(sku.body).toEqual({
      code: 400,
      result: "sku: is al van een ander product",
      meta: { field: "sku" },
    });
    const urlKey = await post(
      { ...dress("JRK-9002"), url_key: { nl: "zomerjurk-marieke", en: "other-dress" } },
      { "accept-language": "en" },
    );
    expect(urlKey.body).toEqual({
      code: 400,
      result: "url_key.nl: is the url key of JRK-9001 already",
      meta: { field: "url_key.nl" },
    });
    const variant = await post({
      ...dress("JRK-9003"),
      url_key: { nl: "jurk-9003", en: "dress-9003" },
      variants: [{ sku: "JRK-1001-GROEN-M", color: "Rood", size: "S", qty: 1 }],
    });
    expect(variant.body.meta).toEqual({ field: "variants.0.sku" });
    expect(await searched(ctx.shop.baseUrl, "JRK-9003")).toBeUndefined();
  });

  it("refuses every bad value with 400 naming its field, in Dutch or English", async () => {
    const unique = { nl: "jurk-9004", en: "dress-9004" };
    const amount = "moet een bedrag van 0 tot 1.000.000 zijn, in hele centen";
    const day = "moet een dag zijn als JJJJ-MM-DD";
    const bad: [string, Record<string, unknown>, string][] = [
      [
        "sku",
        { sku: "met spatie" },
        "moet 1 tot 64 letters, cijfers, punten, liggende of lage streepjes zijn",
      ],
      ["type", { type: "bundle" }, "moet simple of configurable zijn"],
      ["name.nl", { name: { nl: "", en: "Dress" } }, "moet 1 tot 255 tekens zijn"],
      ["price", { price: -1 }, amount],
      ["price", { price: "12,50" }, amount],
      ["price", { price: 1.000001 }, amount],
      ["special_price", { special_price: -5 }, amount],
      ["special_price_from", { special_price_from: "2026-02-30" }, day],
      ["special_price_from", { special_price_from: "2026-13-45" }, day],
      ["news_from", { news_from: "morgen" }, day],
      ["news_to", { news_to: "x".repeat(5000) }, day],
      [
        "special_price_to",
        { special_price_from: "2026-12-10", special_price_to: "2026-12-01" },
        "ligt voor special_price_from",
      ],
      ["status", { status: "on" }, "moet enabled of disabled zijn"],
      [
        "visibility",
        { visibility: 5 },
        "moet 1 (niet los), 2 (catalogus), 3 (zoeken) of 4 (beide) zijn",
      ],
      [
        "url_key.en",
        { url_key: { nl: "goed", en: "Not Good" } },
        "mag alleen kleine letters, cijfers en streepjes bevatten (zoals zomer-jurk)",
      ],
      ["categories.0", { categories: [99999] }, "is geen categorie: 99999"],
      ["related.0", { related: ["NO-SUCH-SKU"] }, "is geen product: NO-SUCH-SKU"],
      [
        "variants.0.qty",
        { variants: [{ sku: "V-1", color: "Rood", size: "S", qty: -1 }] },
        "moet een heel aantal van 0 tot 1.000.000 zijn",
      ],
      [
        "variants.0.color",
        { variants: [{ sku: "V-1", color: 999999, size: "S", qty: 1 }] },
        "is geen optie van color: 999999",
      ],
      ["weight", { weight: 5000 }, "moet een gewicht van 0 tot 1000 kg zijn"],
      ["colour", { colour: "red" }, "is geen veld van een product"],
    ];
    for (const [field, values, why] of bad) {
      const reply = await post({ ...dress("JRK-9004"), url_key: unique, ...values });
      expect(reply.status, field).toBe(400);
      expect(reply.body.meta, JSON.stringify(values)).toEqual({ field });
      expect(reply.body.result, JSON.stringify(values)).toBe(`${field}: ${why}`);
    }
    const english = await post(
      { ...dress("JRK-9004"), url_key: unique, price: -1 },
      { "accept-language": "en" },
    );
    expect(english.body.result).toBe("price: must be an amount from 0 to 1,000,000 in whole cents");
    const dutch = await post({ ...dress("JRK-9004"), price: -1 });
    expect(dutch.body.result).toBe(
      "price: moet een bedrag van 0 tot 1.000.000 zijn, in hele centen",
    );
    const notADay = await post({ ...dress("JRK-9004"), url_key: unique, news_to: "2026-13-45" });
    expect(notADay.body.result).toBe("news_to: moet een dag zijn als JJJJ-MM-DD");
    const missing = await post({ sku: "JRK-9004", type: "simple", price: 1 });
    expect(missing.body).toEqual({
      code: 400,
      result: "name: is verplicht",
      meta: { field: "name" },
    });
    expect(await searched(ctx.shop.baseUrl, "JRK-9004")).toBeUndefined();
  });
});

describe("PATCH /api/admin/products/{sku}", () => {
  it("puts the dress on sale: the special price with its days reaches every variant and every process", async () => {
    const reply = await patch("JRK-9001", {
      special_price: 49.5868,
      special_price_from: "2026-01-01",
      special_price_to: "2099-12-31",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result).toMatchObject({
      special_price: 49.5868,
      special_price_from: "2026-01-01",
      special_price_to: "2099-12-31",
    });
    const here = await searched(ctx.shop.baseUrl, "JRK-9001");
    expect(here?.special_price).toBe(49.5868);
    expect(here?.configurable_children?.length).toBeGreaterThan(0);
    expect(here?.configurable_children?.every((child) => child.special_price === 49.5868)).toBe(
      true,
    );
    await within(1_000, async () => {
      const there = await searched(ctx.second.baseUrl, "JRK-9001");
      return there?.special_price === 49.5868;
    });
  });

  it("changes the price, names, categories and a variant's pieces; adds a variant", async () => {
    const reply = await patch("JRK-9001", {
      price: 70.2479,
      name: { nl: "Linnen jurk", en: "Linen dress" },
      categories: [4, 16],
      variants: [
        { sku: "JRK-9001-Rood-S", color: "Rood", size: "S", qty: 0 },
        { sku: "JRK-9001-Rood-XL", color: "Rood", size: "XL", qty: 2, price: 72 },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = reply.body.result;
    expect(result).toMatchObject({ price: 70.2479, categories: [4, 16], qty: 22 });
    expect(result.variants).toHaveLength(7);
    const bySku = (sku: string) => result.variants.find((v: { sku: string }) => v.sku === sku);
    expect(bySku("JRK-9001-Rood-S")).toMatchObject({ qty: 0, price: 70.2479 });
    expect(bySku("JRK-9001-Rood-XL")).toMatchObject({ qty: 2, price: 72 });
    const indexed = await searched(ctx.shop.baseUrl, "JRK-9001");
    expect(indexed?.name).toBe("Linnen jurk");
    const child = indexed?.configurable_children?.find((c) => c.sku === "JRK-9001-Rood-S");
    expect(child?.stock?.qty ?? child?.qty).toBe(0);
    expect(indexed?.category_ids).toEqual(expect.arrayContaining([4, 16]));
  });

  it("changes the url key in both store views, the variants' with it, and the old url key still leads to the product", async () => {
    const reply = await patch("JRK-9001", {
      url_key: { nl: "linnen-jurk-marieke", en: "linen-dress-marieke" },
    });
    expect(reply.status).toBe(200);
    expect((await searched(ctx.shop.baseUrl, "JRK-9001"))?.url_key).toBe("linnen-jurk-marieke");
    expect((await searched(ctx.shop.baseUrl, "JRK-9001", "en"))?.url_key).toBe(
      "linen-dress-marieke",
    );
    // An address ending in the old url key still leads to the product, as it is now.
    const mapped = async (url: string, store = "nl") => {
      const res = await fetch(`${ctx.shop.baseUrl}/api/url/map?storeCode=${store}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url }),
      });
      return (await res.json()) as { _source: { sku: string; url_key: string } } | null;
    };
    expect((await mapped("/jurken/zomerjurk-marieke"))?._source).toMatchObject({
      sku: "JRK-9001",
      url_key: "linnen-jurk-marieke",
    });
    expect((await mapped("/en/sale/summer-dress-marieke.html", "en"))?._source).toMatchObject({
      sku: "JRK-9001",
      url_key: "linen-dress-marieke",
    });
    expect(await mapped("/jurken/nooit-bestaan")).toBeNull();
    const variant = await ctx.api.call("GET", "/api/admin/products/JRK-9001-Blauw-M", {
      session: ctx.owner,
    });
    expect(variant.body.result.url_key).toEqual({
      nl: "linnen-jurk-marieke-blauw-m",
      en: "linen-dress-marieke-blue-m",
    });
  });

  it("disables the product: it leaves the shop's category lists, audited in words as bulk edits are", async () => {
    expect((await patch("TAS-9001", { status: "disabled" })).status).toBe(200);
    expect((await searched(ctx.shop.baseUrl, "TAS-9001"))?.status).toBe(2);
    await within(1_000, async () => (await searched(ctx.second.baseUrl, "TAS-9001"))?.status === 2);
    const last = await ctx.shop.shop.database.db
      .selectFrom("audit_log")
      .select("details")
      .where("subject_id", "=", "TAS-9001")
      .where("action", "=", "product.update")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(last.details)).changes).toEqual({
      status: { from: "enabled", to: "disabled" },
    });
  });

  it("refuses pieces for a configurable, an unknown sku and bad values, naming the field", async () => {
    const qty = await patch("JRK-9001", { qty: 3 });
    expect(qty.body.meta).toEqual({ field: "qty" });
    const unknown = await patch("NO-SUCH-SKU", { price: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, result: "Er is geen product met sku NO-SUCH-SKU" });
    const twin = await patch("JRK-9001", {
      variants: [{ sku: "JRK-9001-OTHER", color: "Rood", size: "S", qty: 1 }],
    });
    expect(twin.status).toBe(400);
    expect(twin.body.meta).toEqual({ field: "variants.0.size" });
    expect(twin.body.result).toBe("variants.0.size: Rood S is al variant JRK-9001-Rood-S");
    const sku = await patch("JRK-9001", { sku: "NEW" });
    expect(sku.body.meta).toEqual({ field: "sku" });
  });
});
