import { SearchTimeoutError } from "@etalage/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const SEARCH = "/api/catalog/catalog_nl/product/_search";

function nestedBool(depth: number): unknown {
  let query: unknown = { match_all: {} };
  for (let level = 1; level < depth; level++) query = { bool: { must: [query] } };
  return query;
}

describe("catalogue search limits", () => {
  it("answers a bool nested 10 000 deep with a 400 naming max_nested_depth, and keeps serving", async () => {
    // Written out by hand: JSON.stringify itself overflows the stack at this depth.
    const depth = 10_000;
    const body = `{"query":${'{"bool":{"must":['.repeat(depth)}{"match_all":{}}${"]}}".repeat(depth)}}`;
    const res = await shop.post(SEARCH, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      result:
        "The nested depth of the query exceeds the maximum nested depth for queries set in [indices.query.bool.max_nested_depth]: at most 20 levels",
    });
    expect((await shop.get("/api/health")).status).toBe(200);
  });

  it("refuses 21 levels in the GET request parameter too, and runs 20", async () => {
    const get = (depth: number) =>
      shop.get(
        `${SEARCH}?request=${encodeURIComponent(JSON.stringify({ query: nestedBool(depth) }))}`,
      );
    const deep = await get(21);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({
      code: 400,
      result:
        "The nested depth of the query exceeds the maximum nested depth for queries set in [indices.query.bool.max_nested_depth]: at most 20 levels",
    });
    expect((await get(20)).status).toBe(200);
  });

  it("answers a body of lists 100 000 deep with a 400", async () => {
    const deep = `{"size":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const res = await shop.post(SEARCH, deep);
    expect(res.status).toBe(400);
    expect((await res.json()).result).toBe(
      "The search request is nested too deeply: at most 100 levels",
    );
  });

  it("refuses from + size past index.max_result_window (10 000)", async () => {
    const res = await shop.get(`${SEARCH}?from=9999999&size=10`);
    expect(res.status).toBe(400);
    expect((await res.json()).result).toBe(
      "Result window is too large: from + size must be at most 10000",
    );
  });

  it("refuses more than 1024 clauses", async () => {
    const should = Array.from({ length: 1100 }, (_, i) => ({ term: { sku: `SKU-${i}` } }));
    const res = await shop.post(SEARCH, { query: { bool: { should } } });
    expect(res.status).toBe(400);
    expect((await res.json()).result).toContain("maxClauseCount is set to 1024");
  });

  it("answers a search stopped by its time budget with a 503 to retry", async () => {
    const engine = shop.shop.catalogue.engine;
    const search = engine.search;
    engine.search = () => {
      throw new SearchTimeoutError(1000);
    };
    try {
      const res = await shop.get(SEARCH);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(await res.json()).toEqual({
        code: 503,
        result:
          "The search took longer than 1000 ms and was stopped; ask for fewer hits, aggregations or query words",
      });
    } finally {
      engine.search = search;
    }
  });
});
