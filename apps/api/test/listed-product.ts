import type { TestShop } from "./test-shop";

/** The first product a shopper finds as itself (no variant, enabled, visible): its id and sku. */
export function firstListedProduct(shop: TestShop): Promise<{ id: number; sku: string }> {
  return shop.shop.database.db
    .selectFrom("products")
    .select(["id", "sku"])
    .where("parent_id", "is", null)
    .where("status", "=", 1)
    .where("visibility", "=", 4)
    .orderBy("id")
    .executeTakeFirstOrThrow();
}
