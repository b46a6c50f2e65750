import type { EtalageDatabase } from "@etalage/db";
import { readSettings, type Settings } from "../src/config";
import { createServer } from "../src/server";
import { readyShop } from "../src/startup/open-shop";
import type { TestShop } from "./test-shop";

export type { TestShop };

/**
 * A shop on a database the test opened itself (a SQLite file of its own, a PostgreSQL copy),
 * with its own DATA_DIR, listening on a free loopback port; close() also closes the database.
 */
export async function startShopOn(
  database: EtalageDatabase,
  dataDir: string,
  overrides: Partial<Settings> = {},
): Promise<TestShop> {
  const settings: Settings = {
    ...readSettings({}),
    dataDir,
    logLevel: "silent",
    rateLimits: false,
    ...overrides,
  };
  const shop = await readyShop(settings, dataDir, database);
  const app = await createServer(shop, { logger: false });
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
      await app.close();
      await shop.mail.stop();
      await database.close();
    },
  };
}
