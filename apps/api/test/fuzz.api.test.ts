import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fuzzRequest } from "./fuzz/fuzz-requests";
import { apiRoutes, type FuzzTarget } from "./fuzz/fuzz-routes";
import { LONG_SEGMENT_LENGTHS, longSegmentRequests } from "./fuzz/long-segments";
import { Prng } from "./fuzz/prng";
import { countedOutcomes, sendAll } from "./fuzz/send-all";
import { startTestShop, type TestShop } from "./test-shop";

/** FUZZ_SEED=n replays a run; FUZZ_REQUESTS=n sends more. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);

let shop: TestShop;
let target: FuzzTarget;
beforeAll(async () => {
  shop = await startTestShop({ settings: { rateLimits: false } });
  const cart = await (await shop.post("/api/cart/create?token=", undefined)).json();
  const search = `/api/catalog/catalog_nl/product/_search?size=1&_source_include=sku,image&request=${encodeURIComponent('{"query":{"term":{"type_id":"simple"}}}')}`;
  const [product] = (await (await shop.get(search)).json()).hits.hits;
  target = {
    cartId: String(cart.result),
    sku: product._source.sku,
    picture: String(product._source.image).replace(/^\//, ""),
  };
});
afterAll(() => shop?.close());

describe("malformed requests over every route", () => {
  it(`answers ${REQUESTS} seeded malformed requests without a 5xx and keeps serving`, async () => {
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${REQUESTS} requests`);
    const rng = new Prng(SEED);
    const routes = apiRoutes(target);
    const requests = Array.from({ length: REQUESTS }, () => fuzzRequest(rng, routes));
    const counts = countedOutcomes();
    const failures = await sendAll(shop.baseUrl, requests, counts.seen);
    console.log(`fuzz answers by status: ${counts}`);
    expect(failures.slice(0, 10)).toEqual([]);
    const health = await shop.get("/api/health");
    expect(health.status).toBe(200);
  }, 120_000);

  it(`answers path segments of ${LONG_SEGMENT_LENGTHS.join(" and ")} characters on every route without a 5xx`, async () => {
    const requests = longSegmentRequests(apiRoutes(target));
    const failures = await sendAll(shop.baseUrl, requests);
    expect(failures.slice(0, 10)).toEqual([]);
  }, 120_000);

  it("answers a picture path longer than a file name may be with 404", async () => {
    for (const length of LONG_SEGMENT_LENGTHS) {
      const res = await shop.get(`/img/210/300/resize/${"x".repeat(length)}.jpg`);
      expect(res.status).toBe(404);
      expect((await res.json()).result).toContain("No such picture");
    }
  });
});
