import { IncomingMessage } from "node:http";
import rateLimit, { type FastifyRateLimitStoreCtor, normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { Settings } from "../config";
import { clientAddressOf } from "./client-address";
import { isHeavySearch } from "./heavy-search";
import { HttpError } from "./http-error";
import {
  CATALOG_SEARCH_ROUTE,
  HEAVY_SEARCH_LIMIT,
  type RateLimit,
  rateLimitOf,
  tooManyRequestsMessage,
} from "./rate-limits";
import { languageOf } from "./request-language";
import {
  type Count,
  type CountStore,
  ProcessCounts,
  SharedCounts,
  type SharedCountsOptions,
} from "./shared-rate-limit-store";

/** A Redis that does not answer within this is skipped: the request is counted in this process. */
const REDIS_COMMAND_TIMEOUT_MS = 250;
const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** Counters kept in memory (one per bucket and address); the least recently used go first. */
const LOCAL_COUNTERS = 50_000;

/**
 * Counts requests per IP address by the rows of RATE_LIMITS and refuses the rest with 429 in
 * the shop's envelope and a Retry-After. Register before the routes: it limits the routes
 * registered after it. Nothing is registered when `settings.rateLimits` is off.
 *
 * Returns how a page request that never enters Fastify (storefront/cached-page-shortcut.ts) is
 * counted: in the same counters, under the page row.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: Settings,
): Promise<CountPage | undefined> {
  if (!settings.rateLimits) return undefined;
  const counts = settings.redisUrl
    ? await sharedCounts(app, settings.redisUrl)
    : new ProcessCounts(LOCAL_COUNTERS);
  // The plugin makes its one store with `new`: this hands it the counts made here.
  const store = class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin's store is made with new
      return counts;
    }
  } as unknown as FastifyRateLimitStoreCtor;
  const rowCache = new Map<string, RateLimit | undefined>();
  const routeRowOf = (req: FastifyRequest): RateLimit | undefined => {
    const at = `${req.method} ${req.routeOptions.url ?? req.url}`;
    if (!rowCache.has(at)) rowCache.set(at, rateLimitOf(req.method, req.routeOptions.url ?? ""));
    return rowCache.get(at);
  };
  const heavy = new WeakMap<FastifyRequest, boolean>();
  const rowOf = (req: FastifyRequest): RateLimit | undefined => {
    if (req.routeOptions.url !== CATALOG_SEARCH_ROUTE) return routeRowOf(req);
    if (!heavy.has(req)) heavy.set(req, isHeavySearch(searchAsked(req)));
    return heavy.get(req) ? HEAVY_SEARCH_LIMIT : routeRowOf(req);
  };

  // A search is weighed by its body, which a POST has only once parsed: that route counts
  // before its handler instead of on arrival.
  app.addHook("onRoute", (route) => {
    if (route.url === CATALOG_SEARCH_ROUTE)
      route.config = { ...route.config, rateLimit: { hook: "preHandler" } };
  });

  await app.register(rateLimit, {
    global: true,
    hook: "onRequest",
    // Shared by every shop process when REDIS_URL is set; while that Redis is down or slow,
    // each process counts on its own, so the limits hold per process and the shop sells on.
    store,
    // req.ip honours settings.trustProxy (X-Forwarded-For of believed proxies only).
    keyGenerator: (req) => `${rowOf(req)?.name ?? "page"}:${normalizeIP(req.ip)}`,
    max: (req) => rowOf(req)?.max ?? 0,
    timeWindow: (req) => rowOf(req)?.windowMs ?? 60_000,
    allowList: (req) => rowOf(req)?.max === null || isInProcess(req),
    errorResponseBuilder: (req, context) =>
      new HttpError(429, tooManyRequestsMessage(Math.ceil(context.ttl / 1000), languageOf(req))),
  });
  return pageCounter(counts, clientAddressOf(settings.trustProxy));
}

/**
 * Counts a request that has not entered Fastify against its address's page limit: the rate
 * limit headers to send, or null when it is over the limit.
 */
export type CountPage = (req: IncomingMessage) => Promise<string[] | null>;

/**
 * Counts a page request as the plugin does (its key, its row): the plugin's headers while within
 * the limit, null over it.
 */
function pageCounter(counts: CountStore, addressOf: (req: IncomingMessage) => string) {
  const row = rateLimitOf("GET", "/*");
  return (req: IncomingMessage) =>
    new Promise<string[] | null>((resolve, reject) => {
      if (!row || row.max === null) return resolve([]);
      const max = row.max;
      const counted = (error: Error | null, count?: Count) => {
        if (error || !count) return reject(error);
        if (count.current > max) return resolve(null);
        resolve([
          "x-ratelimit-limit",
          String(max),
          "x-ratelimit-remaining",
          String(max - count.current),
          "x-ratelimit-reset",
          String(Math.ceil(count.ttl / 1000)),
        ]);
      };
      counts.incr(`${row.name}:${normalizeIP(addressOf(req))}`, counted, row.windowMs, max);
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

/** The size, type and body a catalogue search asks for (GET carries the body in `request`). */
function searchAsked(req: FastifyRequest) {
  const params = req.params as { type?: string };
  const query = (req.query ?? {}) as { size?: unknown; request?: unknown };
  let body: unknown = req.body;
  if (req.method === "GET" && typeof query.request === "string") {
    try {
      body = JSON.parse(query.request);
    } catch {
      // The route refuses it with a 400 of its own.
    }
  }
  return { type: params.type ?? "", querySize: query.size, body };
}

/** Counts in Redis, falling back to this process's memory while Redis is away. */
async function sharedCounts(app: FastifyInstance, url: string): Promise<CountStore> {
  const redis = await openRedis(app, url);
  const options: SharedCountsOptions = {
    nameSpace: "etalage-rate-",
    localCounters: LOCAL_COUNTERS,
    onLocal: (err) =>
      app.log.warn({ err }, "Redis for rate limits is unreachable: limits count per process"),
    onShared: () => app.log.info("Redis for rate limits is back: limits are shared again"),
  };
  return new SharedCounts(redis, options);
}

/** Connects (waiting briefly, so the first requests are counted too) but never fails start-up. */
async function openRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    // Fail a count at once while Redis is unreachable instead of queueing it (the store then
    // counts in this process); keep reconnecting in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Connection errors are the store's to report (once); this keeps ioredis from printing each.
  redis.on("error", () => {});
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
