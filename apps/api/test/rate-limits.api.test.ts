import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../src/config";
import { RATE_LIMITS } from "../src/http/rate-limits";
import { startTestShop, type TestResponse, type TestShop } from "./test-shop";

const ORDER_MAX = RATE_LIMITS.find((limit) => limit.name === "order")?.max ?? 0;
/** Page renders of the probe storefront below call the order endpoint this often in-process. */
const RENDER_ORDER_CALLS = ORDER_MAX + 5;

/**
 * A storefront build with one resource route, /probe, whose loader calls the API through the
 * render's `context.api` (storefront/inject-fetch.ts), as every real page loader does.
 */
/** A built storefront hands the API its own React Router's request handler; the probe, this one. */
const REACT_ROUTER = import.meta.resolve("react-router");

function writeProbeStorefront(): string {
  const dir = mkdtempSync(join(tmpdir(), "etalage-probe-storefront-"));
  mkdirSync(join(dir, "build", "server"), { recursive: true });
  mkdirSync(join(dir, "build", "client"), { recursive: true });
  const loader = `async ({ context }) => {
    const statuses = [];
    for (let i = 0; i < ${RENDER_ORDER_CALLS}; i++) {
      const res = await context.api("/api/order?token=probe", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      statuses.push(res.status);
    }
    return Response.json({ statuses });
  }`;
  writeFileSync(
    join(dir, "build", "server", "index.js"),
    `import { createRequestHandler } from ${JSON.stringify(REACT_ROUTER)};
export const entry = {
  module: { default: () => new Response("no documents here"), createRequestHandler },
};
export const routes = {
  root: { id: "root", path: "", module: {} },
  probe: { id: "probe", parentId: "root", path: "probe", module: { loader: ${loader} } },
};
export const assets = { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" };
export const basename = "/";
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
`,
  );
  return dir;
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const from = (address: string) => ({ "x-forwarded-for": address });

function placeOrder(
  shop: TestShop,
  headers: Record<string, string>,
  query = "",
): Promise<TestResponse> {
  return fetch(`${shop.baseUrl}/api/order?token=nobody${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
  });
}

/** Sends `count` order calls one after another and returns their statuses. */
async function placeOrders(shop: TestShop, headers: Record<string, string>, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await placeOrder(shop, headers)).status);
  return statuses;
}

const search = (shop: TestShop, headers: Record<string, string>): Promise<TestResponse> =>
  fetch(`${shop.baseUrl}/api/catalog/catalog_nl/product/_search?size=1`, { headers });

/** An order refused by the per-address limit, in Dutch. */
const TOO_MANY_ORDERS = {
  status: 429,
  body: { code: 429, result: "Te veel verzoeken: probeer het over 10 minuten opnieuw" },
};
const envelope = async (res: Response) => ({ status: res.status, body: await res.json() });

describe("per-IP rate limits", () => {
  let limited: TestShop;
  let unlimited: TestShop;
  let direct: TestShop;
  let redisDown: TestShop;
  let probeDir: string;

  beforeAll(async () => {
    probeDir = writeProbeStorefront();
    // Behind a proxy on loopback: X-Forwarded-For names the shopper.
    limited = await startTestShop({
      settings: { rateLimits: true, trustProxy: ["127.0.0.1"] },
      storefrontDir: probeDir,
    });
    unlimited = await startTestShop({
      settings: { rateLimits: readSettings({ RATE_LIMITS: "off" }).rateLimits },
    });
    // Trusts no proxy: X-Forwarded-For is the client's own word.
    direct = await startTestShop({ settings: { rateLimits: true } });
    redisDown = await startTestShop({
      settings: { rateLimits: true, redisUrl: `redis://127.0.0.1:${await closedPort()}` },
    });
  });

  afterAll(async () => {
    await limited?.close();
    await unlimited?.close();
    await direct?.close();
    await redisDown?.close();
    rmSync(probeDir, { recursive: true, force: true });
  });

  it("refuses orders past the limit from one address with 429, a message and Retry-After", async () => {
    const shopper = from("203.0.113.10");
    const statuses = await placeOrders(limited, shopper, ORDER_MAX);
    expect(statuses).not.toContain(429);

    const refused = await placeOrder(limited, shopper);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 429,
      result: "Te veel verzoeken: probeer het over 10 minuten opnieuw",
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const english = await placeOrder(limited, shopper, "&storeCode=en");
    expect(english.status).toBe(429);
    expect((await english.json()).result).toBe("Too many requests: try again in 10 minutes");
  });

  it("lets the same address browse the catalogue after its orders are refused", async () => {
    const shopper = from("203.0.113.11");
    await placeOrders(limited, shopper, ORDER_MAX + 1);
    expect(await envelope(await placeOrder(limited, shopper))).toEqual(TOO_MANY_ORDERS);

    const res = await search(limited, shopper);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("x-ratelimit-remaining"))).toBeGreaterThan(500);
  });

  it("counts each address behind the trusted proxy on its own", async () => {
    await placeOrders(limited, from("203.0.113.12"), ORDER_MAX + 1);
    expect(await envelope(await placeOrder(limited, from("203.0.113.12")))).toEqual(
      TOO_MANY_ORDERS,
    );

    const other = await placeOrder(limited, from("198.51.100.7"));
    expect(other.status).not.toBe(429);
    expect(other.headers.get("x-ratelimit-remaining")).toBe(String(ORDER_MAX - 1));
  });

  it("lets everything through with RATE_LIMITS=off", async () => {
    const statuses = await placeOrders(unlimited, {}, ORDER_MAX * 3);
    expect(statuses).not.toContain(429);
    expect((await placeOrder(unlimited, {})).headers.has("x-ratelimit-limit")).toBe(false);
  });

  it("does not count a page render's in-process API calls against the shopper", async () => {
    const shopper = from("203.0.113.13");
    const page = await fetch(`${limited.baseUrl}/probe`, { headers: shopper });
    expect(page.status).toBe(200);
    const { statuses } = (await page.json()) as { statuses: number[] };
    expect(statuses).toHaveLength(RENDER_ORDER_CALLS);
    expect(statuses).not.toContain(429);

    // Neither the shopper nor the loopback address the render calls from lost an order.
    const own = await placeOrder(limited, shopper);
    expect(own.status).not.toBe(429);
    expect(own.headers.get("x-ratelimit-remaining")).toBe(String(ORDER_MAX - 1));
    const loopback = await placeOrder(limited, {});
    expect(loopback.headers.get("x-ratelimit-remaining")).toBe(String(ORDER_MAX - 1));
  });

  it("ignores X-Forwarded-For from a client when no proxy is trusted", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ORDER_MAX; i++)
      statuses.push((await placeOrder(direct, from(`192.0.2.${i + 1}`))).status);
    expect(statuses).not.toContain(429);
    const refused = await placeOrder(direct, from(`192.0.2.${ORDER_MAX + 1}`));
    expect(await envelope(refused)).toEqual(TOO_MANY_ORDERS);
  });

  it("keeps answering and counts in the process when the Redis that keeps the counts is down", async () => {
    const res = await search(redisDown, {});
    expect(res.status).toBe(200);
    expect((await res.json()).hits.hits).toHaveLength(1);
    const statuses = await placeOrders(redisDown, {}, ORDER_MAX);
    expect(statuses).not.toContain(429);
    expect(await envelope(await placeOrder(redisDown, {}))).toEqual(TOO_MANY_ORDERS);
  });
});
