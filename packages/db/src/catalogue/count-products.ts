import type { Kysely } from "kysely";
import type { Schema } from "../schema";

export async function countProducts(db: Kysely<Schema>): Promise<number> {
  const { count } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  // PostgreSQL counts in bigint, which pg hands over as a string.
  return Number(count);
}

/** True when no catalogue has been imported yet (no products and no categories). */
export async function isCatalogueEmpty(db: Kysely<Schema>): Promise<boolean> {
  const [product, category] = await Promise.all([
    db.selectFrom("products").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("categories").select("id").limit(1).executeTakeFirst(),
  ]);
  return product === undefined && category === undefined;
}
