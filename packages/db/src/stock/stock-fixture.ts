import type { EtalageDatabase } from "../etalage-database";
import { readStock } from "./read-stock";

type Db = EtalageDatabase["db"];

/** Sets a product's stock row as a test needs it: units, in stock or not, managed or not. */
export const setStock = (db: Db, productId: number, qty: number, isInStock = 1, manageStock = 1) =>
  db
    .updateTable("stock_items")
    .set({ qty, is_in_stock: isInStock, manage_stock: manageStock })
    .where("product_id", "=", productId)
    .execute();

/** The stock of one sku as the shop reads it. */
export const stockOf = async (db: Db, sku: string) => (await readStock(db, [sku]))[0]!;
