import { describe, expect, it } from "vitest";
import { placeCodOrder } from "./admin-orders-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { fuzzRequest } from "./fuzz/fuzz-requests";
import type { RouteSpec } from "./fuzz/fuzz-routes";
import { Prng } from "./fuzz/prng";
import { countedOutcomes, sendAll } from "./fuzz/send-all";
import { withProducts } from "./shop-for-tests";

/** FUZZ_SEED=n replays a run; FUZZ_REQUESTS=n sends more. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261129);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1000);

const ctx = withProducts(backOfficeShopForTests({ members: ["owner"] }), ["product"]);

interface Operation {
  parameters?: { name: string; in: string; example?: unknown; schema?: { example?: unknown } }[];
  requestBody?: { content?: Record<string, { example?: unknown; schema?: { example?: unknown } }> };
}

/** Calls that end the owner's session or lock her out: the fuzz goes on logged in. */
const LEAVES_SESSION = /\/(logout|password|totp|login)\b|\/staff\b/;

/** Every route of the back office's API document, with the values of a real order and product. */
async function backOfficeRoutes(order: string): Promise<RouteSpec[]> {
  const doc = (await ctx.api.call("GET", "/api/admin/openapi.json", { session: ctx.owner }))
    .body as { paths: Record<string, Record<string, Operation>> };
  const known: Record<string, string[]> = {
    number: [order, "R-000001"],
    orderNumber: [order],
    incrementId: [order],
    sku: [ctx.product.sku],
    id: ["1", "2"],
  };
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (LEAVES_SESSION.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const params: Record<string, string[]> = {};
      const query: Record<string, string[]> = {};
      for (const parameter of operation.parameters ?? []) {
        const example = parameter.example ?? parameter.schema?.example;
        const good = known[parameter.name] ?? [example === undefined ? "1" : String(example)];
        (parameter.in === "path" ? params : query)[parameter.name] = good;
      }
      const json = operation.requestBody?.content?.["application/json"];
      routes.push({
        methods: [method.toUpperCase()],
        path: path.replace(/\{(\w+)\}/g, ":$1"),
        params,
        query,
        body: json?.example ?? json?.schema?.example ?? {},
      });
    }
  }
  return routes;
}

describe("malformed requests over every back-office route, logged in as the owner", () => {
  it(`answers ${REQUESTS} seeded malformed requests without a 5xx`, async () => {
    const placed = await placeCodOrder(ctx.shop, ctx.product);
    const routes = await backOfficeRoutes(placed.orderNumber);
    console.log(`admin fuzz seed ${SEED}, ${routes.length} routes, ${REQUESTS} requests`);
    const rng = new Prng(SEED);
    const requests = Array.from({ length: REQUESTS }, () => {
      const request = fuzzRequest(rng, routes);
      const session = { cookie: ctx.owner.cookie, "x-csrf-token": ctx.owner.csrfToken };
      return { ...request, headers: { ...session, ...request.headers } };
    });
    const counts = countedOutcomes();
    const failures = await sendAll(ctx.shop.baseUrl, requests, counts.seen);
    console.log(`admin fuzz answers by status: ${counts}`);
    expect(failures.slice(0, 10)).toEqual([]);
  }, 300_000);
});
