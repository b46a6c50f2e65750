import type { ProductDocument } from "@etalage/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { expectCsrfNeeded, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { within } from "./catalogue-changes-shops";

const ctx = backOfficeShopForTests({ following: true, language: "nl" });

const SKUS = ["BLK-1", "BLK-2", "BLK-3"];

beforeAll(async () => {
  for (const [index, sku] of SKUS.entries()) {
    const configurable = index === 2;
    const reply = await ctx.api.call("POST", "/api/admin/products", {
      session: ctx.owner,
      body: {
        sku,
        type: configurable ? "configurable" : "simple",
        name: { nl: `Bulkjurk ${index}`, en: `Bulk dress ${index}` },
        price: 50,
        categories: [4],
        ...(configurable
          ? {
              variants: ["S", "M"].map((size) => ({
                sku: `${sku}-${size}`,
                color: "Rood",
                size,
                qty: 3,
                ...(size === "M" ? { price: 60 } : {}),
              })),
            }
          : { qty: 5 }),
      },
    });
    if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  }
});

const bulk = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.api.call("POST", "/api/admin/products/bulk", { session: ctx.owner, body, headers });
const product = async (sku: string) =>
  (await ctx.api.call("GET", `/api/admin/products/${sku}`, { session: ctx.owner })).body.result;
const audited = (sku: string) =>
  ctx.shop.shop.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("subject_id", "=", sku)
    .where("action", "=", "product.update")
    .execute();

async function searched(baseUrl: string, sku: string) {
  const request = encodeURIComponent(JSON.stringify({ query: { term: { sku } } }));
  const res = await fetch(`${baseUrl}/api/catalog/catalog_nl/product/_search?request=${request}`);
  const body = (await res.json()) as { hits: { hits: { _source: ProductDocument }[] } };
  return body.hits.hits[0]?._source;
}

describe("POST /api/admin/products/bulk: who may", () => {
  const route = {
    method: "POST" as const,
    path: "/api/admin/products/bulk",
    body: { skus: ["BLK-1"], action: "disable" },
  };

  it("refuses a call without a session or with a customer's token (401)", async () => {
    await expectLoginNeeded(ctx.shop, [route]);
  });

  it("refuses a call without the session's CSRF token (403)", async () => {
    await expectCsrfNeeded(ctx.shop, ctx.owner, [route]);
  });

  it("refuses staff: only the owner changes the catalogue (403), and nothing changes", async () => {
    const reply = await ctx.api.call("POST", route.path, { session: ctx.staff, body: route.body });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      code: 403,
      result: "Alleen de eigenaar van de winkel mag dit doen",
    });
    expect((await product("BLK-1")).status).toBe("enabled");
  });
});

describe("POST /api/admin/products/bulk", () => {
  it("disables and enables products, one audit entry per changed product, seen by every process", async () => {
    const off = await bulk({ skus: ["BLK-1", "BLK-2"], action: "disable" });
    expect(off.status).toBe(200);
    expect(off.body.result).toEqual({ changed: ["BLK-1", "BLK-2"], unchanged: [] });
    expect((await product("BLK-2")).status).toBe("disabled");
    await within(1_000, async () => (await searched(ctx.second.baseUrl, "BLK-1"))?.status === 2);
    const on = await bulk({ skus: ["BLK-1", "BLK-3"], action: "enable" });
    expect(on.body.result).toEqual({ changed: ["BLK-1"], unchanged: ["BLK-3"] });
    expect(await audited("BLK-1")).toHaveLength(2);
    expect(await audited("BLK-3")).toHaveLength(0);
    const [entry] = await audited("BLK-2");
    expect(JSON.parse(String(entry?.details))).toEqual({
      changes: { status: { from: "enabled", to: "disabled" } },
      bulk: "disable",
    });
  });

  it("moves products to one category, in place of the ones they had", async () => {
    const reply = await bulk({ skus: ["BLK-2", "BLK-3"], action: "category", category: 13 });
    expect(reply.body.result.changed).toEqual(["BLK-2", "BLK-3"]);
    expect((await product("BLK-3")).categories).toEqual([13]);
    await within(1_000, async () => {
      const found = await searched(ctx.second.baseUrl, "BLK-3");
      return found?.category_ids.join() === "13";
    });
  });

  it("changes prices by a percentage, a configurable's variants each by the same percentage", async () => {
    const reply = await bulk({ skus: ["BLK-1", "BLK-3"], action: "price", percent: -20 });
    expect(reply.status).toBe(200);
    expect((await product("BLK-1")).price).toBe(40);
    const dress = await product("BLK-3");
    expect(dress.price).toBe(40);
    expect(dress.variants.map((v: { price: number }) => v.price).sort()).toEqual([40, 48]);
    const up = await bulk({ skus: ["BLK-1"], action: "price", percent: 12.5 });
    expect(up.status).toBe(200);
    expect((await product("BLK-1")).price).toBe(45);
  });

  it("changes nothing at all when one of the products is refused (all or none)", async () => {
    const before = await product("BLK-2");
    const reply = await bulk({ skus: ["BLK-2", "NO-SUCH-SKU"], action: "price", percent: 10 });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      code: 400,
      result: "skus.1: is geen product: NO-SUCH-SKU",
      meta: { field: "skus.1" },
    });
    expect((await product("BLK-2")).price).toBe(before.price);
    const variant = await bulk({ skus: ["BLK-1", "BLK-3-S"], action: "disable" });
    expect(variant.body.meta.field).toBe("skus.1");
    expect((await product("BLK-1")).status).toBe("enabled");
  });

  it("refuses bad input with 400 naming the field, in Dutch or in the member's English", async () => {
    const english = await bulk(
      { skus: ["BLK-1"], action: "price", percent: -95 },
      { "accept-language": "en-GB" },
    );
    expect(english.body).toEqual({
      code: 400,
      result: "percent: must be a percentage from -90 to 100, not 0, with at most two decimals",
      meta: { field: "percent" },
    });
    const cases: [unknown, string, string][] = [
      [{ skus: [], action: "enable" }, "skus", "is verplicht"],
      [
        { skus: ["BLK-1"], action: "delete" },
        "action",
        "moet enable, disable, category of price zijn",
      ],
      [{ skus: ["BLK-1"], action: "price" }, "percent", "is verplicht"],
      [{ skus: ["BLK-1"], action: "price", percent: 0 }, "percent", "moet een percentage"],
      [{ skus: ["BLK-1"], action: "price", percent: 1.005 }, "percent", "moet een percentage"],
      [{ skus: ["BLK-1"], action: "category" }, "category", "is verplicht"],
      [{ skus: ["BLK-1"], action: "category", category: 99999 }, "category", "is geen categorie"],
      [{ skus: ["BLK-1", "BLK-1"], action: "enable" }, "skus", "noemt een product twee keer"],
      [{ skus: ["BLK-1"], action: "enable", price: 1 }, "price", "is geen veld"],
      [{ skus: ["<b>"], action: "enable" }, "skus.0", "moet 1 tot 64"],
    ];
    for (const [body, field, message] of cases) {
      const reply = await bulk(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.meta.field, JSON.stringify(body)).toBe(field);
      expect(reply.body.result, JSON.stringify(body)).toContain(`${field}: ${message}`);
    }
    expect((await product("BLK-1")).price).toBe(45);
  });
});
