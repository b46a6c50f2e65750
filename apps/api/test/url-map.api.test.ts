import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

interface Child {
  sku: string;
  status: number;
  url_path: string;
  stock: { is_in_stock: boolean };
}
interface Product {
  id: number;
  sku: string;
  url_key: string;
  url_path: string;
  type_id: string;
  configurable_children: Child[];
}

let shop: TestShop;
let jurk: Product;
let jurkEn: Product;
beforeAll(async () => {
  shop = await startTestShop();
  const find = async (index: string) => {
    const q = {
      query: {
        bool: { filter: [{ term: { type_id: "configurable" } }, { term: { visibility: 4 } }] },
      },
    };
    const res = await shop.get(
      `/api/catalog/${index}/product/_search?size=1&sort=id:asc&request=${encodeURIComponent(JSON.stringify(q))}`,
    );
    return (await res.json()).hits.hits[0]._source as Product;
  };
  jurk = await find("catalog_nl");
  jurkEn = await find("catalog_en");
});
afterAll(() => shop?.close());

interface RenderedItem {
  id: number;
  sgn: string;
  price_info: { final_price: number };
}

/** The price signature a client holding the shop's secret checks: HMAC-SHA256 of id and price. */
const signatureOf = (id: number, finalPrice: number) =>
  createHmac("sha256", shop.shop.secret).update(`${id}:${finalPrice}`).digest("base64url");

const map = (body: unknown, store = "") => shop.post(`/api/url/map${store}`, body);

describe("POST /api/url/map", () => {
  it("finds a product by its url_path and answers the raw hit with _type and _source", async () => {
    const hit = await (await map({ url: `/${jurk.url_path}` })).json();
    expect(hit).toMatchObject({
      _type: "product",
      _id: String(jurk.id),
      _source: { sku: jurk.sku },
    });
  });

  it("finds a category by its url_path and a CMS page by its identifier", async () => {
    expect(await (await map({ url: "jurken" })).json()).toMatchObject({
      _type: "category",
      _source: { url_key: "jurken" },
    });
    expect(await (await map({ url: "/about-us" })).json()).toMatchObject({
      _type: "cms_page",
      _source: { identifier: "about-us" },
    });
  });

  it("looks up English paths in the English store view", async () => {
    const hit = await (await map({ url: `/en/${jurkEn.url_path}` }, "?storeCode=en")).json();
    expect(hit._index).toBe("catalog_en");
    expect(hit._source.sku).toBe(jurkEn.sku);
  });

  it("answers null for an unknown path", async () => {
    const res = await map({ url: "/bestaat/niet" });
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it("puts the child named by filters.sku in selectedVariant with separateSelectedVariant", async () => {
    const child = jurk.configurable_children.find((c) => c.status < 2 && c.stock.is_in_stock)!;
    const hit = await (
      await map({
        url: jurk.url_path,
        filters: { sku: child.sku },
        options: { separateSelectedVariant: true },
      })
    ).json();
    expect(hit._source.selectedVariant.sku).toBe(child.sku);
  });

  it("names the parent when a configurable child is opened at its own url_path", async () => {
    const child = jurk.configurable_children[0]!;
    const hit = await (await map({ url: child.url_path })).json();
    expect(hit._source).toMatchObject({
      sku: child.sku,
      parentSku: jurk.sku,
      parent_url_key: jurk.url_key,
    });
  });

  it("honours includeFields and excludeFields", async () => {
    const hit = await (
      await map({ url: jurk.url_path, includeFields: ["sku", "name"], excludeFields: ["name"] })
    ).json();
    expect(Object.keys(hit._source)).toEqual(["sku"]);
  });

  it("refuses a request without url with 400", async () => {
    const res = await map({ includeFields: [] });
    expect(res.status).toBe(400);
    expect((await res.json()).result).toMatch(/url/);
  });
});

describe("GET /api/product/render-list", () => {
  it("answers current prices with price_info and tax adjustments, in the order asked", async () => {
    const res = await shop.get(
      `/api/product/render-list?skus=${jurk.sku},NOPE&currencyCode=EUR&storeId=1`,
    );
    const body = await res.json();
    expect(body.code).toBe(200);
    expect(body.result.items).toHaveLength(1);
    const [item] = body.result.items;
    expect(item).toMatchObject({ id: jurk.id, sgn: expect.any(String) });
    const { final_price, regular_price, extension_attributes } = item.price_info;
    expect(final_price).toBeLessThanOrEqual(regular_price);
    expect(extension_attributes.tax_adjustments.final_price).toBeCloseTo(final_price / 1.21, 1);
  });

  it("signs each item's price with the shop's secret, so a changed or tampered price is caught", async () => {
    const renderList = async () => {
      const res = await shop.get(`/api/product/render-list?skus=${jurk.sku}`);
      const [item] = (await res.json()).result.items as RenderedItem[];
      return item!;
    };
    const item = await renderList();
    expect(item.sgn).toBe(signatureOf(item.id, item.price_info.final_price));
    const tampered = { ...item.price_info, final_price: item.price_info.final_price - 10 };
    expect(item.sgn).not.toBe(signatureOf(item.id, tampered.final_price));

    const engine = shop.shop.catalogue.engine;
    const [original] = engine
      .search("catalog_nl", "product", { query: { term: { sku: jurk.sku } } })
      .hits.hits.map((hit) => hit._source as { final_price_incl_tax: number });
    try {
      const newPrice = original!.final_price_incl_tax + 10;
      engine.upsert("catalog_nl", "product", [{ ...original, final_price_incl_tax: newPrice }]);
      const repriced = await renderList();
      expect(repriced.price_info.final_price).toBe(newPrice);
      expect(repriced.sgn).not.toBe(item.sgn);
      expect(repriced.sgn).toBe(signatureOf(repriced.id, newPrice));
    } finally {
      engine.upsert("catalog_nl", "product", [original!]);
    }
  });

  it("refuses a call without skus with 400", async () => {
    const res = await shop.get("/api/product/render-list");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      result: "Invalid render-list request skus: is required",
    });
  });
});

describe("stock check and list", () => {
  it("answers a stock check with qty, is_in_stock and manage_stock, cacheable briefly", async () => {
    const child = jurk.configurable_children[0]!;
    const res = await shop.get(`/api/stock/check?sku=${encodeURIComponent(child.sku)}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=5");
    const body = await res.json();
    expect(body.result).toMatchObject({
      sku: child.sku,
      is_in_stock: child.stock.is_in_stock,
      manage_stock: true,
    });
  });

  it("answers a stock list in the order of the skus asked", async () => {
    const skus = jurk.configurable_children
      .slice(0, 3)
      .map((c) => c.sku)
      .reverse();
    const body = await (await shop.get(`/api/stock/list?skus=${skus.join(",")}`)).json();
    expect(body.result.map((i: { sku: string }) => i.sku)).toEqual(skus);
  });

  it("answers a stock check without sku with 400 and an unknown sku with 404", async () => {
    const missing = await shop.get("/api/stock/check");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: 400,
      result: "Invalid stock check sku: Invalid input: expected string, received undefined",
    });
    const unknown = await shop.get("/api/stock/check?sku=NOPE");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, result: "No product with sku NOPE" });
  });
});
