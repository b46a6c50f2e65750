import type { StockDocument } from "@etalage/contracts";
import type { Kysely } from "kysely";
import { isSet } from "../flags";
import type { Schema } from "../schema";

export interface StockRecord extends StockDocument {
  product_id: number;
  sku: string;
}

const SKUS_PER_QUERY = 500;

/** Stock of the given skus, in the order asked; unknown skus are left out. */
export async function readStock(db: Kysely<Schema>, skus: string[]): Promise<StockRecord[]> {
  const found = new Map<string, StockRecord>();
  const unique = [...new Set(skus)];
  for (let start = 0; start < unique.length; start += SKUS_PER_QUERY) {
    const rows = await db
      .selectFrom("products")
      .innerJoin("stock_items", "stock_items.product_id", "products.id")
      .select(["products.id", "products.sku", "qty", "is_in_stock", "manage_stock"])
      .where("products.sku", "in", unique.slice(start, start + SKUS_PER_QUERY))
      .execute();
    for (const row of rows) {
      found.set(row.sku, {
        product_id: row.id,
        sku: row.sku,
        qty: row.qty,
        is_in_stock: isSet(row.is_in_stock),
        manage_stock: isSet(row.manage_stock),
      });
    }
  }
  return skus.flatMap((sku) => found.get(sku) ?? []);
}

/** Stock of the given products by id (after an order took units); unknown ids are left out. */
export async function readStockOfProducts(
  db: Kysely<Schema>,
  ids: number[],
): Promise<StockRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("products")
    .innerJoin("stock_items", "stock_items.product_id", "products.id")
    .select(["products.id", "products.sku", "qty", "is_in_stock", "manage_stock"])
    .where("products.id", "in", [...new Set(ids)])
    .execute();
  return rows.map((row) => ({
    product_id: row.id,
    sku: row.sku,
    qty: row.qty,
    is_in_stock: isSet(row.is_in_stock),
    manage_stock: isSet(row.manage_stock),
  }));
}
