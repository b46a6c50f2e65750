import { type Kysely, readStock, type Schema } from "@etalage/db";
import { refuseField } from "./field-refusal";

export interface StockTarget {
  sku: string;
  productId: number;
  qty: number;
}

/**
 * The products whose pieces a count or a delivery sets, by sku in the order given. An unknown
 * sku, or a configurable (its variants keep its pieces), is refused naming the field.
 */
export async function stockTargets(
  db: Kysely<Schema>,
  skus: readonly string[],
  fieldOf: (index: number) => string,
): Promise<StockTarget[]> {
  const found = new Map((await readStock(db, [...skus])).map((item) => [item.sku, item]));
  const configurable = new Set(
    (
      await db
        .selectFrom("products")
        .select("sku")
        .where("sku", "in", [...new Set(skus)])
        .where("type_id", "=", "configurable")
        .execute()
    ).map((row) => row.sku),
  );
  return skus.map((sku, index) => {
    const item = found.get(sku);
    if (configurable.has(sku))
      throw refuseField(
        fieldOf(index),
        `${sku} is een configurable: tel de stuks per variant`,
        `${sku} is a configurable: count the pieces per variant`,
      );
    if (!item)
      throw refuseField(fieldOf(index), `is geen product: ${sku}`, `is not a product: ${sku}`);
    return { sku, productId: item.product_id, qty: item.qty };
  });
}
