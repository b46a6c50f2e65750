import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from "kysely";
import type { Schema } from "../schema";

type StockRow = ExpressionBuilder<Schema, "stock_items">;

/** Out of stock now: a managed product marked so or without units. */
const soldOut = (eb: StockRow) =>
  eb.and([eb("manage_stock", "=", 1), eb.or([eb("is_in_stock", "=", 0), eb("qty", "<=", 0)])]);

/**
 * Sets a product's units to `newQty` (an expression of the old `qty`) and says whether this made
 * it come back: out of stock before, units above 0 after. Two conditional UPDATEs whose
 * conditions exclude each other, so the check and the change are one step under the row lock;
 * when a racing change made neither match, it looks again.
 */
async function changeStock(
  db: Kysely<Schema>,
  productId: number,
  newQty: RawBuilder<number>,
): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const back = await db
      .updateTable("stock_items")
      .set({ qty: newQty, is_in_stock: 1 })
      .where("product_id", "=", productId)
      .where((eb) => eb.and([soldOut(eb), eb(newQty, ">", 0)]))
      .executeTakeFirst();
    if (back.numUpdatedRows > 0n) return true;
    const other = await db
      .updateTable("stock_items")
      .set({
        qty: sql`case when manage_stock = 1 then ${newQty} else qty end`,
        is_in_stock: sql`case when manage_stock = 1 and ${newQty} <= 0 then 0 else is_in_stock end`,
      })
      .where("product_id", "=", productId)
      .where((eb) => eb.not(eb.and([soldOut(eb), eb(newQty, ">", 0)])))
      .executeTakeFirst();
    if (other.numUpdatedRows > 0n) return false;
    const exists = await db
      .selectFrom("stock_items")
      .select("product_id")
      .where("product_id", "=", productId)
      .executeTakeFirst();
    if (!exists) return false;
  }
  throw new Error(`The stock of product ${productId} kept changing under a stock change`);
}

/**
 * Puts qty units back on the shelf (a cancelled order, a return); true when the product was out
 * of stock and is back. Without stock management the quantity is left alone.
 */
export function returnStock(db: Kysely<Schema>, productId: number, qty: number): Promise<boolean> {
  if (!(Number.isInteger(qty) && qty > 0))
    throw new RangeError(`A stock return needs a whole quantity above 0, got ${qty}`);
  return changeStock(db, productId, sql<number>`qty + ${qty}`);
}

/** Sets the units a product has (a stock import or count); true when it is back in stock. */
export function setStockQty(db: Kysely<Schema>, productId: number, qty: number): Promise<boolean> {
  if (!(Number.isInteger(qty) && qty >= 0))
    throw new RangeError(`A stock level is a whole number of 0 or more, got ${qty}`);
  return changeStock(db, productId, sql<number>`${qty}`);
}
