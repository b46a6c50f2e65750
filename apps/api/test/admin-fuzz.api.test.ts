import { describe, expect, it } from "vitest";
import { placeCodOrder } from "./admin-orders-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { fuzzRequest } from "./fuzz/fuzz-requests";
import type { RouteSpec } from "./fuzz/fuzz-routes";
import { Prng } from "./fuzz/prng";
import { send } from "./fuzz/send-request";
import { withProducts } from "./shop-for-tests";

/** FUZZ_SEED=n replays a run; FUZZ_REQUESTS=n sends more. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261129);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1000);
const IN_FLIGHT = 6;

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
        const good = example === undefined ? (known[parameter.name] ?? ["1"]) : [String(example)];
        (parameter.in === "path" ? params : query)[parameter.name] = known[parameter.name] ?? good;
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
    const failures: string[] = [];
    const counts = new Map<unknown, number>();
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        next++;
        const request = fuzzRequest(rng, routes);
        request.headers = {
          cookie: ctx.owner.cookie,
          "x-csrf-token": ctx.owner.csrfToken,
          ...request.headers,
        };
        const outcome = await send(ctx.shop.baseUrl, request);
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
        if (typeof outcome !== "number" || outcome >= 500)
          failures.push(
            `${outcome}: ${request.method} ${request.path.slice(0, 300)} ${
              typeof request.body === "string" ? request.body.slice(0, 300) : ""
            }`,
          );
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    console.log(
      [...counts]
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(", "),
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
