import type { ConfigurableChildDocument } from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderBody, placeOrder, plainProducts, productsOf, setStock } from "./cart-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const search = async (index: string, query: object) =>
  (
    await shop.get(
      `/api/catalog/${index}/product/_search?size=1&request=${encodeURIComponent(JSON.stringify({ query }))}`,
    )
  ).json();

describe("the catalogue index follows the stock", () => {
  it("shows a variant sold out in both store views once an order takes its last units", async () => {
    const parent = productsOf(shop, { term: { type_id: "configurable" } }).find((p) =>
      p.configurable_children.some((c) => c.status < 2 && c.stock.qty > 0 && c.stock.qty <= 5),
    )!;
    const child = parent.configurable_children.find(
      (c) => c.status < 2 && c.stock.qty > 0 && c.stock.qty <= 5,
    )!;

    const placed = await placeOrder(shop, orderBody([{ sku: child.sku, qty: child.stock.qty }]));
    expect(placed.status).toBe(200);

    const stock = await (
      await shop.get(`/api/stock/check?sku=${encodeURIComponent(child.sku)}`)
    ).json();
    expect(stock.result).toMatchObject({ qty: 0, is_in_stock: false });
    for (const index of ["catalog_nl", "catalog_en"]) {
      const hit = (await search(index, { term: { sku: parent.sku } })).hits.hits[0]._source;
      const indexed = hit.configurable_children.find(
        (c: ConfigurableChildDocument) => c.sku === child.sku,
      );
      expect(indexed.stock).toMatchObject({ qty: 0, is_in_stock: false });
      const own = (await search(index, { term: { sku: child.sku } })).hits.hits[0]._source;
      expect(own.is_in_stock).toBe(false);
    }
  });

  it("shows each of many orders placed at once sold out by the time its answer arrives", async () => {
    const products = await plainProducts(shop, 6);
    for (const product of products) await setStock(shop, product.sku, 1);
    await Promise.all(
      products.map(async (product) => {
        const placed = await placeOrder(shop, orderBody([{ sku: product.sku, qty: 1 }]));
        expect(placed.status).toBe(200);
        const hit = (await search("catalog_nl", { term: { sku: product.sku } })).hits.hits[0];
        expect(hit._source).toMatchObject({ is_in_stock: false, stock: { qty: 0 } });
      }),
    );
  });
});
