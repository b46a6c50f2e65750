import type { ProductDocument } from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartApi, productBySku, productsOf, setStock } from "./cart-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
let grouped: ProductDocument;
let bundle: ProductDocument;
let member: string;
let part: { id: number; sku: string; optionId: number };

beforeAll(async () => {
  shop = await startTestShop();
  grouped = productsOf(shop, { term: { type_id: "grouped" } }).find(
    (p) => p.product_links.filter((l) => l.link_type === "associated").length > 1,
  )!;
  bundle = productBySku(shop, "SET-1001");
  member = grouped.product_links.find((l) => l.link_type === "associated")!.linked_product_sku;
  const option = bundle.bundle_options.find((o) => o.product_links.length > 1)!;
  const link = option.product_links[0]!;
  part = { id: link.id, sku: link.sku, optionId: option.option_id };
  await disable([member, part.sku]);
});
afterAll(() => shop?.close());

/** Sets the products' status to 0 (listed, but not enabled) and rebuilds the catalogue. */
async function disable(skus: string[]) {
  const db = shop.shop.database.db;
  await db.updateTable("products").set({ status: 0 }).where("sku", "in", skus).execute();
  await shop.shop.catalogue.rebuild();
}

/** The English store view's document of a product. */
function english(sku: string): ProductDocument {
  const found = shop.shop.catalogue.engine.search(
    "catalog_en",
    "product",
    { query: { term: { sku } } },
    { size: 1 },
  );
  return found.hits.hits[0]!._source as ProductDocument;
}

/** The product page's url/map call with the linked products prefetched. */
async function mapped(product: ProductDocument, store: "nl" | "en" = "nl") {
  const url = store === "en" ? `/en/${english(product.sku).url_path}` : `/${product.url_path}`;
  const res = await shop.post(`/api/url/map${store === "en" ? "?storeCode=en" : ""}`, {
    url,
    options: { prefetchGroupProducts: true },
  });
  expect(res.status).toBe(200);
  return (await res.json())._source as ProductDocument & {
    product_links: { linked_product_sku: string; product: ProductDocument | null }[];
  };
}

describe("grouped and bundle parts that are disabled (status other than 1)", () => {
  it("are not shown in a grouped product's members, in either store view", async () => {
    for (const store of ["nl", "en"] as const) {
      const source = await mapped(grouped, store);
      const skus = source.product_links.map((l) => l.linked_product_sku);
      expect(skus).not.toContain(member);
      expect(skus.length).toBeGreaterThan(0);
      for (const link of source.product_links) expect(link.product?.status ?? 1).toBe(1);
    }
  });

  it("are not offered among a bundle's selections", async () => {
    const source = await mapped(bundle);
    const skus = source.bundle_options.flatMap((o) => o.product_links.map((l) => l.sku));
    expect(skus).not.toContain(part.sku);
    expect(
      productBySku(shop, bundle.sku).bundle_options.flatMap((o) => o.product_links),
    ).not.toContainEqual(expect.objectContaining({ sku: part.sku }));
  });

  it("cannot be put in the cart as a bundle's selection: 400", async () => {
    for (const o of bundle.bundle_options)
      for (const l of o.product_links) await setStock(shop, l.sku, 50);
    const picks = bundle.bundle_options.map((o) => ({
      option_id: o.option_id,
      option_qty: 1,
      option_selections: [o.option_id === part.optionId ? part.id : o.product_links[0]!.id],
    }));
    const api = cartApi(shop);
    const cartId = (await api.create()).body.result as string;
    const res = await api.update(cartId, {
      sku: bundle.sku,
      qty: 1,
      product_option: { extension_attributes: { bundle_options: picks } },
    });
    expect(res.status).toBe(400);
    expect(res.body.result).toBe("Some of the selected item options are not currently available.");
    expect((await api.pull(cartId)).body.result).toEqual([]);
  });
});
