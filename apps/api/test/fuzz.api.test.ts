import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FuzzRequest, fuzzRequest } from "./fuzz/fuzz-requests";
import { apiRoutes, type FuzzTarget } from "./fuzz/fuzz-routes";
import { LONG_SEGMENT_LENGTHS, longSegmentRequests } from "./fuzz/long-segments";
import { Prng } from "./fuzz/prng";
import { type Outcome, send } from "./fuzz/send-request";
import { startTestShop, type TestShop } from "./test-shop";

/** FUZZ_SEED=n replays a run; FUZZ_REQUESTS=n sends more. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const IN_FLIGHT = 8;

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

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers)} ${
    typeof request.body === "string" ? request.body.slice(0, 200) : (request.body ?? "")
  }`;

/**
 * Sends the requests, IN_FLIGHT at a time, telling `seen` each outcome; answers the ones that
 * failed (a 5xx, or no answer), described.
 */
async function sendAll(requests: FuzzRequest[], seen: (outcome: Outcome) => void = () => {}) {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const outcome = await send(shop.baseUrl, request);
      seen(outcome);
      if (typeof outcome !== "number" || outcome >= 500)
        failures.push(`${outcome}: ${describeRequest(request)}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return failures;
}

describe("malformed requests over every route", () => {
  it(`answers ${REQUESTS} seeded malformed requests without a 5xx and keeps serving`, async () => {
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${REQUESTS} requests`);
    const rng = new Prng(SEED);
    const routes = apiRoutes(target);
    const requests = Array.from({ length: REQUESTS }, () => fuzzRequest(rng, routes));
    const counts = new Map<Outcome, number>();
    const failures = await sendAll(requests, (outcome) =>
      counts.set(outcome, (counts.get(outcome) ?? 0) + 1),
    );
    const byStatus = [...counts].sort(([a], [b]) => String(a).localeCompare(String(b)));
    console.log(`fuzz answers by status: ${byStatus.map(([s, n]) => `${s}: ${n}`).join(", ")}`);
    expect(failures.slice(0, 10)).toEqual([]);
    const health = await shop.get("/api/health");
    expect(health.status).toBe(200);
  }, 120_000);

  it(`answers path segments of ${LONG_SEGMENT_LENGTHS.join(" and ")} characters on every route without a 5xx`, async () => {
    const requests = longSegmentRequests(apiRoutes(target));
    const failures = await sendAll(requests);
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
