import type { ProductDocument } from "@etalage/contracts";
import { openTestDatabase, type TestDatabase } from "@etalage/db/testing";
import { readSettings } from "../../apps/api/src/config";
import { createServer } from "../../apps/api/src/server";
import { readyShop } from "../../apps/api/src/startup/open-shop";

type Shop = Awaited<ReturnType<typeof readyShop>>;

export interface InProcessShop {
  database: TestDatabase;
  shop: Shop;
  /** Serves the shop over HTTP on a free loopback port and answers its base URL. */
  listen(): Promise<string>;
  /** Stops serving, lets the mail room finish writing the outbox, and throws the database away. */
  close(): Promise<void>;
}

/**
 * The shop in this process on a fresh SQLite database (the shop's default) with the demo
 * catalogue. Thousands of requests come from one address: per-IP rate limits are off, as
 * RATE_LIMITS=off makes them.
 */
export async function startInProcessShop(): Promise<InProcessShop> {
  delete process.env.ETALAGE_TEST_DB;
  const database = await openTestDatabase();
  const settings = {
    ...readSettings({ RATE_LIMITS: "off" }),
    dataDir: database.dataDir,
    logLevel: "silent" as const,
  };
  const shop = await readyShop(settings, database.dataDir, database);
  let app: Awaited<ReturnType<typeof createServer>> | undefined;
  return {
    database,
    shop,
    async listen() {
      app = await createServer(shop, { logger: false });
      return app.listen({ port: 0, host: "127.0.0.1" });
    },
    async close() {
      await app?.close();
      await shop.mail.stop();
      await shop.catalogueChanges.stop();
      await database.close();
    },
  };
}

/** Simple products a shopper can buy as they are, each given stock enough for any run. */
export async function stockedProducts(
  { shop, database }: InProcessShop,
  count: number,
): Promise<ProductDocument[]> {
  const products = shop.catalogue.engine
    .search("catalog_nl", "product", { query: { term: { type_id: "simple" } } }, { size: 1000 })
    .hits.hits.map((hit) => hit._source as ProductDocument)
    .filter((p) => p.status === 1 && p.visibility === 4 && p.custom_options.length === 0)
    .slice(0, count);
  await database.db
    .updateTable("stock_items")
    .set({ qty: 1_000_000, is_in_stock: 1, manage_stock: 1 })
    .where(
      "product_id",
      "in",
      products.map((p) => p.id),
    )
    .execute();
  return products;
}
