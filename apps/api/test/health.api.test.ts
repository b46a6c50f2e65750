import { readFileSync } from "node:fs";
import { createServer as createTcpServer, type Socket } from "node:net";
import { createCatalogueIndex } from "@etalage/commerce";
import { openDatabase } from "@etalage/db";
import { openTestDatabase } from "@etalage/db/testing";
import { createMemorySearchEngine } from "@etalage/search";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createServer } from "../src/server";
import type { Shop } from "../src/shop";
import { json, startTestShop, type TestShop } from "./test-shop";

const onPostgres = process.env.ETALAGE_TEST_DB === "postgres";
const shopVersion: string = JSON.parse(
  readFileSync(new URL("../../../package.json", import.meta.url), "utf8"),
).version;

let ready: TestShop;
beforeAll(async () => {
  ready = await startTestShop();
});
afterAll(() => ready?.close());

/** The API of a shop put together for one test, over real HTTP; closed when the test ends. */
async function health(shop: Shop): Promise<Response> {
  const app = await createServer(shop, { logger: false });
  onTestFinished(() => app.close());
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  return fetch(`${baseUrl}/api/health`);
}

const HEALTH_TOKEN = "3f9c1e0a7b2d4c6e8f1a3b5c7d9e0f12";
const STRANGER = "203.0.113.7";

/** The shop's health as seen from another address, in-process (fastify's inject). */
async function healthFrom(
  shop: Shop,
  remoteAddress: string,
  headers: Record<string, string> = {},
  query = "",
) {
  const app = await createServer(shop, { logger: false });
  onTestFinished(() => app.close());
  const res = await app.inject({ url: `/api/health${query}`, remoteAddress, headers });
  return { status: res.statusCode, body: res.json() };
}

/** A shop whose database is closed: its health check fails. */
async function shopWithClosedDatabase(settings: Partial<Shop["settings"]> = {}): Promise<Shop> {
  const database = await openTestDatabase();
  await database.close();
  return { ...ready.shop, database, settings: { ...ready.shop.settings, ...settings } };
}

/** A TCP port that takes connections and never says a word, as a hung database server does. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("GET /api/health tells whether the shop can serve", () => {
  it("answers 200 with the shop's version, database and indexed products once ready", async () => {
    const res = await ready.get("/api/health");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      code: 200,
      result: {
        status: "ok",
        version: shopVersion,
        database: onPostgres ? "postgres" : "sqlite",
      },
    });
    expect(body.result.products).toBe(ready.shop.catalogue.productCount());
    expect(body.result.products).toBeGreaterThan(0);
    expect(body.result.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("answers 503 naming the database when the database is closed", async () => {
    const database = await openTestDatabase();
    await database.close();
    const res = await health({ ...ready.shop, database });
    expect(res.status).toBe(503);
    const body = await json(res);
    expect(body).toMatchObject({ code: 503, result: { status: "unavailable" } });
    expect(body.result.reason).toContain(
      onPostgres
        ? "The PostgreSQL database does not answer"
        : "The SQLite database does not answer",
    );
  });

  it("answers 503 naming the database when the database server does not answer in time", async () => {
    const silent = await silentServer();
    const database = await openDatabase({
      dataDir: ready.shop.dataDir,
      databaseUrl: `postgres://etalage@127.0.0.1:${silent.port}/etalage`,
    });
    onTestFinished(async () => {
      await silent.close();
      await database.close();
    });
    const res = await health({ ...ready.shop, database });
    expect(res.status).toBe(503);
    const body = await json(res);
    expect(body.result.status).toBe("unavailable");
    expect(body.result.reason).toContain("The PostgreSQL database did not answer within 2 s");
    expect(body.result.reason).toContain("DATABASE_URL");
  });

  it("answers 503 while the search index is not built", async () => {
    const catalogue = createCatalogueIndex(
      ready.shop.database,
      createMemorySearchEngine({ analyzers: {} }),
    );
    const res = await health({ ...ready.shop, catalogue });
    expect(res.status).toBe(503);
    expect(await json(res)).toEqual({
      code: 503,
      result: {
        status: "unavailable",
        version: shopVersion,
        reason: "The search index is not built yet: the shop is still starting.",
      },
    });
  });

  it("answers 503 when the search index holds no products", async () => {
    const database = await openTestDatabase();
    onTestFinished(() => database.close());
    const catalogue = createCatalogueIndex(database, createMemorySearchEngine({ analyzers: {} }));
    expect((await catalogue.rebuild()).products).toBe(0);
    const res = await health({ ...ready.shop, database, catalogue });
    expect(res.status).toBe(503);
    const body = await json(res);
    expect(body.result.status).toBe("unavailable");
    expect(body.result.reason).toContain("The search index holds no products");
  });
});

describe("GET /api/health tells only ok or not and the version to anyone else", () => {
  it("answers a check from another address 200 with the status and version alone", async () => {
    expect(await healthFrom(ready.shop, STRANGER)).toEqual({
      status: 200,
      body: { code: 200, result: { status: "ok", version: shopVersion } },
    });
  });

  it("answers a check from another address 503 without the reason when the database is closed", async () => {
    const shop = await shopWithClosedDatabase();
    expect(await healthFrom(shop, STRANGER)).toEqual({
      status: 503,
      body: { code: 503, result: { status: "unavailable", version: shopVersion } },
    });
  });

  it("gives a check from loopback passed on by a proxy no reason, but still 503 for the balancer", async () => {
    const shop = await shopWithClosedDatabase();
    const proxied = await healthFrom(shop, "127.0.0.1", { "x-forwarded-for": "127.0.0.1" });
    expect(proxied.status).toBe(503);
    expect(proxied.body.result).toEqual({ status: "unavailable", version: shopVersion });
    const direct = await healthFrom(shop, "127.0.0.1");
    expect(direct.body.result.reason).toContain("database does not answer");
    expect((await healthFrom(shop, "::1")).body.result.reason).toContain(
      "database does not answer",
    );
  });

  it("gives the reason to another address that sends HEALTH_TOKEN in X-Health-Token or ?token=", async () => {
    const shop = await shopWithClosedDatabase({ healthToken: HEALTH_TOKEN });
    const byHeader = await healthFrom(shop, STRANGER, { "x-health-token": HEALTH_TOKEN });
    expect(byHeader.status).toBe(503);
    expect(byHeader.body.result.reason).toContain("database does not answer");
    const byQuery = await healthFrom(shop, STRANGER, {}, `?token=${HEALTH_TOKEN}`);
    expect(byQuery.body.result.reason).toContain("database does not answer");
    const wrong = await healthFrom(shop, STRANGER, { "x-health-token": `${HEALTH_TOKEN}0` });
    expect(wrong.body.result).toEqual({ status: "unavailable", version: shopVersion });
  });

  it("gives no reason for a token when the shop has no HEALTH_TOKEN", async () => {
    const shop = await shopWithClosedDatabase();
    const res = await healthFrom(shop, STRANGER, { "x-health-token": "" }, "?token=");
    expect(res.body.result).toEqual({ status: "unavailable", version: shopVersion });
  });
});
