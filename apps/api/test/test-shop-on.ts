import { rm } from "node:fs/promises";
import type { EtalageDatabase } from "@etalage/db";
import type { FastifyInstance } from "fastify";
import { readSettings, type Settings } from "../src/config";
import { createServer } from "../src/server";
import type { Shop } from "../src/shop";
import { readyShop } from "../src/startup/open-shop";
import { checkRepliesAgainstDocuments } from "./api-document-check";

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

export interface ShopOnOptions {
  settings?: Partial<Settings>;
  /** Folder of apps/storefront, to serve pages too. */
  storefrontDir?: string;
  /** The back office's build, to serve /admin too. */
  adminDir?: string;
  /** The bundled render thread, to render pages on `settings.renderThreads` threads. */
  renderThread?: URL;
  /** The DATA_DIR was made for this shop alone: close() removes it. */
  removeDataDir?: boolean;
}

/**
 * A shop on a database the test opened itself (a SQLite file of its own, a PostgreSQL copy),
 * with its own DATA_DIR, listening on a free loopback port; close() also closes the database.
 */
export async function startShopOn(
  database: EtalageDatabase,
  dataDir: string,
  options: ShopOnOptions = {},
): Promise<TestShop> {
  const settings: Settings = {
    ...readSettings({}),
    dataDir,
    logLevel: "silent",
    rateLimits: false,
    ...options.settings,
  };
  const shop = await readyShop(settings, dataDir, database);
  const app = await createServer(shop, {
    logger: false,
    storefrontDir: options.storefrontDir,
    adminDir: options.adminDir,
    renderThread: options.renderThread,
  });
  // Every reply the tests receive must be one the API's document describes.
  const replies = checkRepliesAgainstDocuments(app);
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
      if (options.removeDataDir) await rm(dataDir, { recursive: true, force: true });
      replies.assertTrue();
    },
  };
}
