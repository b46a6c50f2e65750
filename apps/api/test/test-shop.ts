import { openTestDatabase } from "@etalage/db/testing";
import type { FastifyInstance } from "fastify";
import { readSettings, type Settings } from "../src/config";
import { createServer } from "../src/server";
import type { Shop } from "../src/shop";
import { readyShop } from "../src/startup/open-shop";

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
}

/**
 * A shop with the demo catalogue on a fresh database (SQLite file or PostgreSQL, as the test
 * project says), listening on a free loopback port. Its rate limits are off: tests send many
 * requests from one address (rate-limits.api.test.ts turns them on).
 */
export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const database = await openTestDatabase();
  const settings: Settings = {
    ...readSettings({}),
    dataDir: database.dataDir,
    logLevel: "silent",
    rateLimits: false,
    ...options.settings,
  };
  const shop = await readyShop(settings, database.dataDir, database);
  const app = await createServer(shop, { logger: false, storefrontDir: options.storefrontDir });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    shop,
    app,
    baseUrl,
    get: (path) => fetch(baseUrl + path),
    post: (path, body) =>
      fetch(baseUrl + path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    async close() {
      await shop.catalogueChanges.stop();
      await app.close();
      // Mails queued by the last requests may still be going out to DATA_DIR/outbox.
      await shop.mail.stop();
      await database.close();
    },
  };
}
