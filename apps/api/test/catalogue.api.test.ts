import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTING_FACETS } from "./listing-facets";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const search = (index: string, type: string, body: unknown, params = "") =>
  shop.get(
    `/api/catalog/${index}/${type}/_search?request=${encodeURIComponent(JSON.stringify(body))}${params}`,
  );

const listingQuery = {
  query: {
    bool: {
      filter: [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }],
    },
  },
};

describe("catalogue search in Elasticsearch's shape", () => {
  it("answers GET with the body in `request`: hits.total as {value, relation}, hits with _id, _score, _source", async () => {
    const res = await search("catalog_nl", "product", listingQuery, "&size=5&sort=updated_at:desc");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.hits.total).toEqual({ value: expect.any(Number), relation: "eq" });
    expect(body.hits.total.value).toBeGreaterThanOrEqual(300);
    expect(body.hits.hits).toHaveLength(5);
    const hit = body.hits.hits[0];
    expect(hit).toMatchObject({
      _index: "catalog_nl",
      _type: "product",
      _id: String(hit._source.id),
    });
    const dates = body.hits.hits.map(
      (h: { _source: { updated_at: string } }) => h._source.updated_at,
    );
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers POST with the body as JSON", async () => {
    const res = await shop.post("/api/catalog/catalog_en/category/_search?size=4000", {
      query: { bool: { filter: [{ term: { level: 2 } }] } },
    });
    const body = await res.json();
    const names = body.hits.hits.map((h: { _source: { name: string } }) => h._source.name);
    expect(names).toContain("Dresses");
  });

  it("gives every product its price including 21% VAT, rounded to cents", async () => {
    const res = await search(
      "catalog_nl",
      "product",
      { query: { term: { type_id: "simple" } } },
      "&size=20",
    );
    const { hits } = (await res.json()).hits;
    expect(hits).toHaveLength(20);
    for (const { _source: p } of hits) {
      expect(p.price_incl_tax).toBe(Math.round(p.price * 121) / 100);
    }
  });

  it("returns up to 4000 categories in one query, sorted by position", async () => {
    const res = await search(
      "catalog_nl",
      "category",
      { query: { match_all: {} } },
      "&size=4000&sort=position:asc",
    );
    expect(res.status).toBe(200);
    expect((await res.json()).hits.total.value).toBeGreaterThan(10);
  });

  it("counts the default facets of a category listing", async () => {
    const res = await search(
      "catalog_nl",
      "product",
      {
        ...listingQuery,
        aggs: LISTING_FACETS,
      },
      "&size=0",
    );
    const { aggregations } = await res.json();
    expect(aggregations.agg_terms_color.buckets.length).toBeGreaterThan(3);
    expect(aggregations.agg_range_price.buckets).toHaveLength(4);
  });

  it("treats a negative from as 0", async () => {
    const a = await (
      await search("catalog_nl", "product", listingQuery, "&from=-5&size=3&sort=id:asc")
    ).json();
    const b = await (
      await search("catalog_nl", "product", listingQuery, "&from=0&size=3&sort=id:asc")
    ).json();
    expect(a.hits.hits.map((h: { _id: string }) => h._id)).toEqual(
      b.hits.hits.map((h: { _id: string }) => h._id),
    );
  });
});

describe("catalogue search refuses bad input with a 4xx and a message", () => {
  it("answers malformed request JSON with 400", async () => {
    const res = await shop.get("/api/catalog/catalog_nl/product/_search?request=%7Bnope");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      result: "The request parameter is not valid JSON",
    });
  });

  it("answers an unknown index or type with 404", async () => {
    const index = await search("catalog_fr", "product", {});
    expect(index.status).toBe(404);
    expect(await index.json()).toEqual({
      code: 404,
      result: "Unknown catalogue index: catalog_fr",
    });
    const type = await search("catalog_nl", "spaceship", {});
    expect(type.status).toBe(404);
    expect(await type.json()).toEqual({ code: 404, result: "Unknown entity type: spaceship" });
  });

  it("answers a size above 5000 with 400", async () => {
    const res = await search("catalog_nl", "product", {}, "&size=5001");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      result: "Invalid search parameter size: must be at most 5000",
    });
  });

  it("answers an unsupported query clause with 400 naming it", async () => {
    const res = await search("catalog_nl", "product", {
      query: { geo_distance: { distance: "1km" } },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).result).toContain("geo_distance");
  });
});
