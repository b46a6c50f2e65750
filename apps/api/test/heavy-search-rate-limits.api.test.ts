import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEAVY_SEARCH_LIMIT, RATE_LIMITS } from "../src/http/rate-limits";
import { LISTING_FACETS } from "./listing-facets";
import { type Json, startTestShop, type TestShop } from "./test-shop";

const SEARCH_MAX = RATE_LIMITS.find((limit) => limit.name === "search")?.max;
const HEAVY_MAX = HEAVY_SEARCH_LIMIT.max;

let shop: TestShop;
beforeAll(async () => {
  // Behind a proxy on loopback: X-Forwarded-For names the shopper, one address per test.
  shop = await startTestShop({ settings: { rateLimits: true, trustProxy: ["127.0.0.1"] } });
});
afterAll(() => shop?.close());

const searchPath = (type: string, query = "") => `/api/catalog/catalog_nl/${type}/_search${query}`;

/** An answer read to its end, so the connection is free again. */
interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

async function answer(res: Response): Promise<Answer> {
  return { status: res.status, headers: res.headers, body: await res.json() };
}

async function post(address: string, type: string, body: unknown, query = ""): Promise<Answer> {
  return answer(
    await fetch(`${shop.baseUrl}${searchPath(type, query)}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(body),
    }),
  );
}

async function get(address: string, type: string, query: string): Promise<Answer> {
  return answer(
    await fetch(`${shop.baseUrl}${searchPath(type, query)}`, {
      headers: { "x-forwarded-for": address },
    }),
  );
}

const bucketLimit = (res: Answer) => Number(res.headers.get("x-ratelimit-limit"));

/** The storefront's product list: 50 products and its four filter aggregations. */
const categoryListing = {
  query: {
    bool: {
      filter: [
        { terms: { visibility: [2, 3, 4] } },
        { terms: { status: [0, 1] } },
        { terms: { category_ids: [20] } },
      ],
    },
  },
  aggs: LISTING_FACETS,
};

const terms = { terms: { field: "color_options", size: 10 } };

describe("heavy catalogue searches in a rate-limit bucket of their own", () => {
  it("counts the storefront's category listing, categories and attributes in the normal search bucket", async () => {
    const address = "203.0.113.40";
    const listing = await post(address, "product", { ...categoryListing, size: 50 });
    expect(listing.status).toBe(200);
    expect(bucketLimit(listing)).toBe(SEARCH_MAX);
    const viaQuery = await post(address, "product", categoryListing, "?from=0&size=50");
    expect(bucketLimit(viaQuery)).toBe(SEARCH_MAX);
    const categories = await get(address, "category", "?size=4000&sort=position:asc");
    expect(categories.status).toBe(200);
    expect(bucketLimit(categories)).toBe(SEARCH_MAX);
    const attributes = await get(address, "attribute", "?size=150");
    expect(bucketLimit(attributes)).toBe(SEARCH_MAX);
  });

  it("refuses more than 100 products a search past the heavy limit, and the address searches on normally", async () => {
    const address = "203.0.113.41";
    const statuses: number[] = [];
    for (let i = 0; i < (HEAVY_MAX ?? 0); i++) {
      const res = await get(address, "product", "?size=101");
      expect(bucketLimit(res)).toBe(HEAVY_MAX);
      statuses.push(res.status);
    }
    expect(statuses).not.toContain(429);
    const refused = await post(address, "product", { size: 500 });
    expect(refused.status).toBe(429);
    expect(refused.body.result).toMatch(/^Te veel verzoeken: probeer het over/);

    const normal = await get(address, "product", "?size=100");
    expect(normal.status).toBe(200);
    expect(bucketLimit(normal)).toBe(SEARCH_MAX);
  });

  it("counts aggregations nested deeper than two levels as heavy, in the body or the request parameter", async () => {
    const deep = { aggs: { a: { ...terms, aggs: { b: { ...terms, aggs: { c: terms } } } } } };
    const posted = await post("203.0.113.42", "product", deep);
    expect(bucketLimit(posted)).toBe(HEAVY_MAX);
    const request = encodeURIComponent(JSON.stringify(deep));
    const got = await get("203.0.113.42", "product", `?request=${request}`);
    expect(bucketLimit(got)).toBe(HEAVY_MAX);
    const twoLevels = { aggs: { a: { ...terms, aggs: { b: terms } } } };
    expect(bucketLimit(await post("203.0.113.42", "product", twoLevels))).toBe(SEARCH_MAX);
  });

  it("counts more than eight aggregations in one search as heavy", async () => {
    const aggs = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`agg_${i}`, terms]));
    const nine = await post("203.0.113.43", "product", { size: 0, aggs: aggs(9) });
    expect(bucketLimit(nine)).toBe(HEAVY_MAX);
    const eight = await post("203.0.113.43", "product", { size: 0, aggs: aggs(8) });
    expect(eight.status).toBe(200);
    expect(bucketLimit(eight)).toBe(SEARCH_MAX);
  });
});
