import type { Insertable, Kysely, Updateable } from "kysely";
import type { Schema } from "../schema";
import type { ProductsTable } from "../schema/products";

/** The id a new product gets: one past the highest (the seed gives its own ids). */
export async function nextProductId(trx: Kysely<Schema>): Promise<number> {
  const row = await trx
    .selectFrom("products")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
}

export async function insertProductRow(
  trx: Kysely<Schema>,
  row: Insertable<ProductsTable>,
): Promise<void> {
  await trx.insertInto("products").values(row).execute();
}

export async function updateProductRow(
  trx: Kysely<Schema>,
  id: number,
  changes: Updateable<ProductsTable>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable("products").set(changes).where("id", "=", id).execute();
}

/** A product's pieces: in stock while there is one or more; the shop keeps count. */
export async function setProductQty(
  trx: Kysely<Schema>,
  productId: number,
  qty: number,
): Promise<void> {
  const values = { qty, is_in_stock: qty > 0 ? 1 : 0, manage_stock: 1 };
  await trx
    .insertInto("stock_items")
    .values({ product_id: productId, ...values })
    .onConflict((conflict) => conflict.column("product_id").doUpdateSet(values))
    .execute();
}

/** The product's categories, in this order (the first is its main one). */
export async function replaceProductCategories(
  trx: Kysely<Schema>,
  productId: number,
  categoryIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom("product_categories").where("product_id", "=", productId).execute();
  if (categoryIds.length === 0) return;
  await trx
    .insertInto("product_categories")
    .values(
      categoryIds.map((categoryId, position) => ({
        product_id: productId,
        category_id: categoryId,
        position,
      })),
    )
    .execute();
}

/** The products shown as related to this one, in this order. */
export async function replaceRelatedProducts(
  trx: Kysely<Schema>,
  productId: number,
  linkedIds: readonly number[],
): Promise<void> {
  await trx
    .deleteFrom("product_links")
    .where("product_id", "=", productId)
    .where("link_type", "=", "related")
    .execute();
  if (linkedIds.length === 0) return;
  await trx
    .insertInto("product_links")
    .values(
      linkedIds.map((linked, position) => ({
        product_id: productId,
        linked_product_id: linked,
        link_type: "related",
        qty: 1,
        position,
      })),
    )
    .execute();
}

/** The attributes a configurable's variants vary in, in this order. */
export async function replaceConfigurableAttributes(
  trx: Kysely<Schema>,
  productId: number,
  attributeIds: readonly number[],
): Promise<void> {
  await trx
    .deleteFrom("product_configurable_attributes")
    .where("product_id", "=", productId)
    .execute();
  if (attributeIds.length === 0) return;
  await trx
    .insertInto("product_configurable_attributes")
    .values(
      attributeIds.map((attributeId, position) => ({
        product_id: productId,
        attribute_id: attributeId,
        position,
      })),
    )
    .execute();
}

/** A select attribute's option for a product (a variant's colour, its size). */
export async function setProductOption(
  trx: Kysely<Schema>,
  productId: number,
  attributeId: number,
  optionId: number,
): Promise<void> {
  const values = { value_number: optionId, value_text: null };
  await trx
    .insertInto("product_attribute_values")
    .values({ product_id: productId, attribute_id: attributeId, ...values })
    .onConflict((conflict) => conflict.columns(["product_id", "attribute_id"]).doUpdateSet(values))
    .execute();
}

export interface AttributeWithOptions {
  id: number;
  code: string;
  options: { id: number; label_nl: string; label_en: string }[];
}

/** A select attribute (color, size) with its options; null when the shop has none by that code. */
export async function readAttributeWithOptions(
  db: Kysely<Schema>,
  code: string,
): Promise<AttributeWithOptions | null> {
  const attribute = await db
    .selectFrom("attributes")
    .select(["id", "code"])
    .where("code", "=", code)
    .executeTakeFirst();
  if (!attribute) return null;
  const options = await db
    .selectFrom("attribute_options")
    .select(["id", "label_nl", "label_en"])
    .where("attribute_id", "=", attribute.id)
    .orderBy("position")
    .execute();
  return { ...attribute, options };
}

/** A new option of a select attribute (option ids are unique across attributes). */
export async function insertAttributeOption(
  trx: Kysely<Schema>,
  attributeId: number,
  label: { nl: string; en: string },
): Promise<number> {
  const top = await trx
    .selectFrom("attribute_options")
    .select((eb) => [eb.fn.max("id").as("id"), eb.fn.max("position").as("position")])
    .executeTakeFirst();
  const id = Number(top?.id ?? 0) + 1;
  await trx
    .insertInto("attribute_options")
    .values({
      id,
      attribute_id: attributeId,
      label_nl: label.nl,
      label_en: label.en,
      swatch: null,
      position: Number(top?.position ?? 0) + 1,
    })
    .execute();
  return id;
}

/** Ids of the products with these skus, by sku; unknown skus are left out. */
export async function productIdsBySku(
  db: Kysely<Schema>,
  skus: readonly string[],
): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom("products")
    .select(["id", "sku"])
    .where("sku", "in", [...new Set(skus)])
    .execute();
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** The sku of another product that has this url key in this store view, or null. */
export async function urlKeyTakenBy(
  db: Kysely<Schema>,
  store: "nl" | "en",
  urlKey: string,
  exceptIds: readonly number[],
): Promise<string | null> {
  let query = db
    .selectFrom("products")
    .select("sku")
    .where(store === "nl" ? "url_key_nl" : "url_key_en", "=", urlKey)
    .where("parent_id", "is", null);
  if (exceptIds.length > 0) query = query.where("id", "not in", [...exceptIds]);
  const row = await query.executeTakeFirst();
  return row?.sku ?? null;
}

/** Which of these category ids exist. */
export async function existingCategoryIds(
  db: Kysely<Schema>,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("categories")
    .select("id")
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}
