import { IncomingMessage } from "node:http";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { Settings } from "../config";
import { HttpError } from "./http-error";
import { type RateLimit, rateLimitOf, tooManyRequestsMessage } from "./rate-limits";

/** A store that does not answer within this is skipped: the request goes through uncounted. */
const REDIS_COMMAND_TIMEOUT_MS = 250;
const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** Counters kept in memory (one per bucket and address); the least recently used go first. */
const LOCAL_COUNTERS = 50_000;

/**
 * Counts requests per IP address by the rows of RATE_LIMITS and refuses the rest with 429 in
 * the shop's envelope and a Retry-After. Register before the routes: it limits the routes
 * registered after it. Nothing is registered when `settings.rateLimits` is off.
 */
export async function registerRateLimits(app: FastifyInstance, settings: Settings): Promise<void> {
  if (!settings.rateLimits) return;
  const redis = settings.redisUrl ? await openRedis(app, settings.redisUrl) : undefined;
  const rowCache = new Map<string, RateLimit | undefined>();
  const rowOf = (req: FastifyRequest): RateLimit | undefined => {
    const at = `${req.method} ${req.routeOptions.url ?? req.url}`;
    if (!rowCache.has(at)) rowCache.set(at, rateLimitOf(req.method, req.routeOptions.url ?? ""));
    return rowCache.get(at);
  };

  await app.register(rateLimit, {
    global: true,
    hook: "onRequest",
    cache: LOCAL_COUNTERS,
    // Shared by every shop process when REDIS_URL is set; a Redis that is down or slow lets
    // requests through rather than taking the shop down with it.
    redis,
    nameSpace: "etalage-rate-",
    skipOnError: true,
    // req.ip honours settings.trustProxy (X-Forwarded-For of believed proxies only).
    keyGenerator: (req) => `${rowOf(req)?.name ?? "page"}:${normalizeIP(req.ip)}`,
    max: (req) => rowOf(req)?.max ?? 0,
    timeWindow: (req) => rowOf(req)?.windowMs ?? 60_000,
    allowList: (req) => rowOf(req)?.max === null || isInProcess(req),
    errorResponseBuilder: (req, context) =>
      new HttpError(429, tooManyRequestsMessage(Math.ceil(context.ttl / 1000), languageOf(req))),
  });
}

/**
 * The storefront's server rendering calls the API in-process (storefront/inject-fetch.ts), all
 * from 127.0.0.1: counting those would make every shopper share one bucket. The page request
 * that caused them is counted in its own row, and a render only reads (writes come from the
 * shopper's browser over HTTP), so these calls are exempt. An injected request is not an
 * IncomingMessage: it cannot be faked over the network.
 */
function isInProcess(req: FastifyRequest): boolean {
  return !(req.raw instanceof IncomingMessage);
}

/** English for `?storeCode=en`, the `x-vs-store-code: en` header or an /en page; else Dutch. */
function languageOf(req: FastifyRequest): "nl" | "en" {
  const query = req.query as Record<string, unknown> | undefined;
  const code = query?.storeCode ?? req.headers["x-vs-store-code"];
  if (code === "en") return "en";
  const path = req.url.split("?")[0] ?? "";
  return path === "/en" || path.startsWith("/en/") ? "en" : "nl";
}

/** Connects (waiting briefly, so the first requests are counted too) but never fails start-up. */
async function openRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    // Fail a count at once while Redis is unreachable instead of queueing it (skipOnError then
    // lets the request through); keep reconnecting in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let down = false;
  redis.on("error", (err) => {
    if (down) return;
    down = true;
    app.log.warn({ err }, "Redis for rate limits is unreachable: requests go through uncounted");
  });
  redis.on("ready", () => {
    if (down) app.log.info("Redis for rate limits is back");
    down = false;
  });
  app.addHook("onClose", async () => {
    redis.disconnect();
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done).off("error", done);
      resolve();
    };
    redis.once("ready", done).once("error", done);
  });
  return redis;
}
