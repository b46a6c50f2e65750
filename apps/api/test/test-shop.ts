import { openTestDatabase } from "@etalage/db/testing";
import type { Settings } from "../src/config";
import { startShopOn, type TestShop } from "./test-shop-on";

export { type Json, json, type TestResponse, type TestShop } from "./test-shop-on";

export interface TestShopOptions {
  /** Settings over the defaults; per-IP rate limits are off unless `rateLimits: true`. */
  settings?: Partial<Settings>;
  /** A storefront build to mount (see ServerOptions). */
  storefrontDir?: string;
  /** A back office build to serve at /admin (see ServerOptions). */
  adminDir?: string;
  /** The bundled render thread (see ServerOptions). */
  renderThread?: URL;
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
