import { type EtalageDatabase, openDatabase, readStock } from "@etalage/db";
import { afterAll, beforeAll } from "vitest";
import { clusterUrls } from "./cluster-control";

/** The cluster's PostgreSQL, as the shop processes see it: for setting stock and counting orders. */
export function openClusterDatabase(): Promise<EtalageDatabase> {
  return openDatabase({ dataDir: "", databaseUrl: clusterUrls().postgres });
}

/** The cluster's database for one test file: opened before its tests, closed after them. */
export function clusterDatabaseForFile(): { readonly database: EtalageDatabase } {
  let database: EtalageDatabase | undefined;
  beforeAll(async () => {
    database = await openClusterDatabase();
  });
  afterAll(() => database?.close());
  return {
    get database() {
      if (!database) throw new Error("the cluster database is opened in beforeAll");
      return database;
    },
  };
}

/**
 * Enabled variants (children of enabled, visible configurable products), `count` of them from
 * the `from`-th on: each test file takes its own, so their stock changes do not meet.
 */
export async function variants(
  database: EtalageDatabase,
  from: number,
  count: number,
): Promise<{ sku: string; parentSku: string; productId: number }[]> {
  const rows = await database.db
    .selectFrom("products as child")
    .innerJoin("products as parent", "parent.id", "child.parent_id")
    .select(["child.sku as sku", "parent.sku as parentSku", "child.id as productId"])
    .where("child.status", "=", 1)
    .where("parent.status", "=", 1)
    .where("parent.visibility", "=", 4)
    .where("child.price", ">", 0)
    .orderBy("child.id")
    .offset(from)
    .limit(count)
    .execute();
  if (rows.length < count)
    throw new Error(`The demo catalogue has fewer than ${from + count} variants`);
  return rows;
}

/** Sets a variant's stock straight in the database, as an import would. */
export async function setStock(database: EtalageDatabase, productId: number, qty: number) {
  await database.db
    .updateTable("stock_items")
    .set({ qty, is_in_stock: qty > 0 ? 1 : 0, manage_stock: 1 })
    .where("product_id", "=", productId)
    .execute();
}

export async function stockInDatabase(database: EtalageDatabase, sku: string) {
  const [item] = await readStock(database.db, [sku]);
  if (!item) throw new Error(`No stock for ${sku}`);
  return item;
}

/** The orders whose client order_id starts with `prefix`, with how many lines each has. */
export async function ordersNamed(database: EtalageDatabase, prefix: string) {
  return database.db
    .selectFrom("orders")
    .leftJoin("order_items", "order_items.order_id", "orders.id")
    .select(({ fn }) => [
      "orders.client_order_id as clientOrderId",
      "orders.increment_id as incrementId",
      fn.count<number>("order_items.order_id").as("lines"),
    ])
    .where("orders.client_order_id", "like", `${prefix}%`)
    .groupBy(["orders.id", "orders.client_order_id", "orders.increment_id"])
    .execute();
}

/** The variants of a configurable product with their stock in the database. */
export async function childrenOf(database: EtalageDatabase, parentSku: string) {
  return database.db
    .selectFrom("products as child")
    .innerJoin("products as parent", "parent.id", "child.parent_id")
    .innerJoin("stock_items", "stock_items.product_id", "child.id")
    .select(["child.sku as sku", "stock_items.qty as qty", "child.status as status"])
    .where("parent.sku", "=", parentSku)
    .orderBy("child.id")
    .execute();
}
