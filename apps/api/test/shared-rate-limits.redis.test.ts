import { createConnection, createServer, type Server, type Socket } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRedis, type TestRedis } from "../../../test/redis-server";
import { readSettings } from "../src/config";
import { registerEnvelopeErrors } from "../src/http/envelope";
import { HttpError } from "../src/http/http-error";
import { RATE_LIMITS } from "../src/http/rate-limits";
import { registerRateLimits } from "../src/http/rate-limits-plugin";

const LOGIN_MAX = RATE_LIMITS.find((limit) => limit.name === "login")?.max ?? 0;

/** One shop process as far as rate limits go: the limits in front of a login that always fails. */
interface ShopProcess {
  app: FastifyInstance;
  baseUrl: string;
  /** The process's log lines, parsed. */
  logged: { level: number; msg: string }[];
}

async function startProcess(redisUrl: string): Promise<ShopProcess> {
  const logged: ShopProcess["logged"] = [];
  const app = Fastify({
    logger: { level: "info", stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  registerEnvelopeErrors(app);
  await registerRateLimits(app, { ...readSettings({}), rateLimits: true, redisUrl });
  app.post("/api/user/login", async () => {
    throw new HttpError(401, "Wrong e-mail address or password");
  });
  app.get("/api/url", async () => ({ code: 200, result: "ok" }));
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, baseUrl, logged };
}

const failLogin = async (shop: ShopProcess) =>
  (await fetch(`${shop.baseUrl}/api/user/login`, { method: "POST" })).status;

/** Sends `count` failing logins one after another; their statuses and the slowest answer. */
async function failLogins(shop: ShopProcess, count: number) {
  const statuses: number[] = [];
  let slowestMs = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    statuses.push(await failLogin(shop));
    slowestMs = Math.max(slowestMs, performance.now() - started);
  }
  return { statuses, slowestMs };
}

const linesSaying = (shop: ShopProcess, words: string) =>
  shop.logged.filter((line) => line.msg.includes(words));

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A TCP relay to Redis that can stall, as a Redis that hangs does: requests reach it late. */
async function startStallingRelay(port: number) {
  const clients = new Set<Socket>();
  let stalled = false;
  const server: Server = createServer((client) => {
    const redis = createConnection({ port, host: "127.0.0.1" });
    clients.add(client);
    if (stalled) client.pause();
    client.pipe(redis).pipe(client);
    const drop = () => {
      clients.delete(client);
      client.destroy();
      redis.destroy();
    };
    client.on("error", drop).on("close", drop);
    redis.on("error", drop).on("close", drop);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `redis://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    stall() {
      stalled = true;
      for (const client of clients) client.pause();
    },
    resume() {
      stalled = false;
      for (const client of clients) client.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("rate limits shared by shop processes through Redis", () => {
  let redis: TestRedis;
  let a: ShopProcess;
  let b: ShopProcess;

  beforeAll(async () => {
    redis = await startTestRedis();
    a = await startProcess(redis.url);
    b = await startProcess(redis.url);
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await redis?.remove();
  });

  it("counts login failures spread over two processes against one limit", async () => {
    const half = LOGIN_MAX / 2;
    const first = await failLogins(a, half);
    const second = await failLogins(b, LOGIN_MAX - half);
    expect([...first.statuses, ...second.statuses]).toEqual(Array(LOGIN_MAX).fill(401));
    expect(await failLogin(a)).toBe(429);
    expect(await failLogin(b)).toBe(429);
  });

  it("keeps limiting each process on its own while Redis is down, and says so once", async () => {
    await redis.stop();
    const onA = await failLogins(a, LOGIN_MAX + 1);
    // Reconnection attempts fail meanwhile; the process still logs the fallback only once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const onB = await failLogins(b, LOGIN_MAX + 1);
    const moreOnA = await failLogins(a, 3);

    expect(onA.statuses).toEqual([...Array(LOGIN_MAX).fill(401), 429]);
    expect(onB.statuses).toEqual([...Array(LOGIN_MAX).fill(401), 429]);
    expect(moreOnA.statuses).toEqual([429, 429, 429]);
    // No request waits on the Redis that is gone.
    expect(Math.max(onA.slowestMs, onB.slowestMs, moreOnA.slowestMs)).toBeLessThan(300);
    for (const shop of [a, b]) {
      expect(linesSaying(shop, "unreachable")).toHaveLength(1);
      expect(linesSaying(shop, "unreachable")[0]?.level).toBe(40);
    }
  });

  it("shares the limit again once Redis is back, and says so once", async () => {
    await redis.start();
    // Other routes keep counting meanwhile; each process goes back to Redis within seconds.
    await waitUntil(async () => {
      await Promise.all([a, b].map((shop) => fetch(`${shop.baseUrl}/api/url`)));
      return [a, b].every((shop) => linesSaying(shop, "back").length > 0);
    });

    // The restarted Redis kept no counts: the window starts over, shared by both.
    const first = await failLogins(b, LOGIN_MAX - 1);
    expect(first.statuses).toEqual(Array(LOGIN_MAX - 1).fill(401));
    expect(await failLogin(a)).toBe(401);
    expect(await failLogin(a)).toBe(429);
    expect(await failLogin(b)).toBe(429);
    for (const shop of [a, b]) {
      expect(linesSaying(shop, "back")).toHaveLength(1);
      expect(linesSaying(shop, "unreachable")).toHaveLength(1);
    }
  });
});

describe("rate limits in front of a Redis that hangs", () => {
  let redis: TestRedis;
  let relay: Awaited<ReturnType<typeof startStallingRelay>>;
  let shop: ShopProcess;

  beforeAll(async () => {
    redis = await startTestRedis();
    relay = await startStallingRelay(redis.port);
    shop = await startProcess(relay.url);
  });
  afterAll(async () => {
    await shop?.app.close();
    await relay?.close();
    await redis?.remove();
  });

  it("keeps each request's wait for Redis under a quarter second and limits in the process", async () => {
    expect(await failLogin(shop)).toBe(401);
    relay.stall();
    const stalled = await failLogins(shop, LOGIN_MAX + 1);
    // Counting starts over in the process: the one count Redis holds is out of reach.
    expect(stalled.statuses).toEqual([...Array(LOGIN_MAX).fill(401), 429]);
    expect(stalled.slowestMs).toBeLessThan(500);
    expect(linesSaying(shop, "unreachable")).toHaveLength(1);

    relay.resume();
    await waitUntil(async () => {
      await fetch(`${shop.baseUrl}/api/url`);
      return linesSaying(shop, "back").length === 1;
    });
    // Back on Redis, whose count holds the failure before the stall and the stalled counts
    // that reached it late: fewer failures than the limit are left, then it refuses.
    const shared = await failLogins(shop, LOGIN_MAX);
    const left = shared.statuses.indexOf(429);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThan(LOGIN_MAX);
    expect(shared.statuses).toEqual([
      ...Array(left).fill(401),
      ...Array(LOGIN_MAX - left).fill(429),
    ]);
  });
});
