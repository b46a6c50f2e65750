import { type Kysely, sql } from "kysely";
import type { Schema } from "../schema";

/**
 * Takes qty units of a product out of stock, or nothing at all: one conditional UPDATE, so two
 * orders racing for the last units cannot both get them (the row lock serialises them on
 * PostgreSQL, the single writer on SQLite). False when there are not enough units or the
 * product is out of stock. Without stock management the quantity is left alone.
 */
export async function decrementStock(
  db: Kysely<Schema>,
  productId: number,
  qty: number,
): Promise<boolean> {
  assertPositive(qty);
  const result = await db
    .updateTable("stock_items")
    .set({
      qty: sql`case when manage_stock = 1 then qty - ${qty} else qty end`,
      // The last unit sold marks the product out of stock.
      is_in_stock: sql`case when manage_stock = 1 and qty - ${qty} <= 0 then 0 else is_in_stock end`,
    })
    .where("product_id", "=", productId)
    .where("is_in_stock", "=", 1)
    .where((eb) => eb.or([eb("manage_stock", "=", 0), eb("qty", ">=", qty)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts units back, e.g. when the payment of an order fails; back in stock when qty > 0. */
export async function restoreStock(
  db: Kysely<Schema>,
  productId: number,
  qty: number,
): Promise<void> {
  assertPositive(qty);
  await db
    .updateTable("stock_items")
    .set({
      qty: sql`case when manage_stock = 1 then qty + ${qty} else qty end`,
      is_in_stock: sql`case when manage_stock = 1 and qty + ${qty} > 0 then 1 else is_in_stock end`,
    })
    .where("product_id", "=", productId)
    .execute();
}

function assertPositive(qty: number) {
  if (!(qty > 0)) throw new RangeError(`A stock change needs a quantity above 0, got ${qty}`);
}
