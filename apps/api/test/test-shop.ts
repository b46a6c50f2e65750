import { openTestDatabase } from "@etalage/db/testing";
import type { FastifyInstance } from "fastify";
import type { Settings } from "../src/config";
import type { Shop } from "../src/shop";
import { startShopOn } from "./test-shop-on";

/** Replies are read loosely in tests: the assertions that read them check their shape. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Json = any;
export interface TestResponse extends Response {
  json(): Promise<Json>;
}
export const json = (res: Response): Promise<Json> => res.json();

export interface TestShop {
  shop: Shop;
  app: FastifyInstance;
  /** http://127.0.0.1:PORT — tests talk to the API over real HTTP. */
  baseUrl: string;
  get(path: string): Promise<TestResponse>;
  post(path: string, body: unknown): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestShopOptions {
  /** Settings over the defaults; per-IP rate limits are off unless `rateLimits: true`. */
  settings?: Partial<Settings>;
  /** A storefront build to mount (see ServerOptions). */
  storefrontDir?: string;
  /** A back office build to serve at /admin (see ServerOptions). */
  adminDir?: string;
}

/**
 * A shop with the demo catalogue on a fresh database (SQLite file or PostgreSQL, as the test
 * project says), listening on a free loopback port. Its rate limits are off: tests send many
 * requests from one address (rate-limits.api.test.ts turns them on).
 */
export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const database = await openTestDatabase();
  return startShopOn(database, database.dataDir, options);
}
