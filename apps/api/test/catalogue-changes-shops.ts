import type { ProductDocument } from "@etalage/contracts";
import { type EtalageDatabase, openDatabase } from "@etalage/db";
import type { FastifyInstance } from "fastify";
import {
  type CatalogueChanges,
  createCatalogueChanges,
} from "../src/catalogue-changes/catalogue-changes";
import { createServer } from "../src/server";
import type { Shop } from "../src/shop";
import { readyShop } from "../src/startup/open-shop";
import type { TestShop } from "./test-shop";

/**
 * Another shop process on the first one's database: its own connection (a second SQLite
 * connection to the same file; on PostgreSQL, the pool's other connections), its own search
 * index built at its start, its own page cache and its own place in the catalogue change feed.
 */
export interface ShopProcess {
  shop: Shop;
  app: FastifyInstance;
  baseUrl: string;
  /** What the process logged (Redis lost and back, a rebuild after pruning). */
  logs: string[];
  close(): Promise<void>;
}

export interface ShopProcessOptions {
  redisUrl?: string;
  /** How often the feed is read while Redis is live; long, to show what pub/sub delivers. */
  pollMs?: number;
}

export async function startShopProcess(
  first: TestShop,
  options: ShopProcessOptions = {},
): Promise<ShopProcess> {
  const onSqlite = first.shop.database.dialect === "sqlite";
  const database: EtalageDatabase = onSqlite
    ? await openDatabase({ dataDir: first.shop.dataDir })
    : first.shop.database;
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const settings = { ...first.shop.settings, redisUrl: options.redisUrl };
  const ready = await readyShop(settings, first.shop.dataDir, database, log);
  let catalogueChanges: CatalogueChanges = ready.catalogueChanges;
  if (options.pollMs !== undefined) {
    // Nothing changes between the index's build above and this start in these tests.
    catalogueChanges = createCatalogueChanges({
      db: database.db,
      catalogue: ready.catalogue,
      redisUrl: options.redisUrl,
      log,
      pollMs: options.pollMs,
    });
    await catalogueChanges.markStart();
  }
  const shop: Shop = { ...ready, catalogueChanges };
  const app = await createServer(shop, { logger: false });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    shop,
    app,
    baseUrl,
    logs,
    async close() {
      await catalogueChanges.stop();
      await app.close();
      await shop.mail.stop();
      if (onSqlite) await database.close();
    },
  };
}

/**
 * A second process on `first`'s database with both following the change feed, as the back
 * office's tests need: closing it also stops the first's feed (the first is closed by its owner).
 */
export async function startFollowingProcess(first: TestShop): Promise<ShopProcess> {
  const second = await startShopProcess(first);
  first.shop.catalogueChanges.start();
  second.shop.catalogueChanges.start();
  return {
    ...second,
    async close() {
      await second.close();
      await first.shop.catalogueChanges.stop();
    },
  };
}

/** The units of a product in a process's own search index (Dutch store view). */
export function indexedQty(shop: Shop, sku: string): number | undefined {
  const found = shop.catalogue.engine.search(
    "catalog_nl",
    "product",
    { query: { term: { sku } } },
    { size: 1 },
  );
  return (found.hits.hits[0]?._source as ProductDocument | undefined)?.stock.qty;
}

/** The units of a product in a process's catalogue API answer. */
export async function answeredQty(baseUrl: string, sku: string): Promise<number | undefined> {
  const request = encodeURIComponent(JSON.stringify({ query: { term: { sku } } }));
  const res = await fetch(
    `${baseUrl}/api/catalog/catalog_nl/product/_search?size=1&request=${request}`,
  );
  const body = (await res.json()) as { hits: { hits: { _source: ProductDocument }[] } };
  return body.hits.hits[0]?._source.stock.qty;
}

/** Waits until check holds, up to `ms`; answers how long that took, in milliseconds. */
export async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return Math.round(performance.now() - started);
    if (performance.now() - started > ms)
      throw new Error(`Not within ${ms} ms: the change did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
