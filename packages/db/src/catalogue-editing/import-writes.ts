import type { Insertable, Kysely } from "kysely";
import type { Schema } from "../schema";
import type { ProductsTable } from "../schema/products";

/** A product's pieces and whether it is on sale as the file says; the shop keeps count. */
export async function setProductStock(
  trx: Kysely<Schema>,
  productId: number,
  qty: number,
  inStock: boolean,
): Promise<void> {
  const values = { qty, is_in_stock: inStock ? 1 : 0, manage_stock: 1 };
  await trx
    .insertInto("stock_items")
    .values({ product_id: productId, ...values })
    .onConflict((conflict) => conflict.column("product_id").doUpdateSet(values))
    .execute();
}

/** Variants no longer listed by their configurable: loose, and off sale. */
export async function releaseVariants(
  trx: Kysely<Schema>,
  parentId: number,
  keptIds: readonly number[],
): Promise<void> {
  let query = trx
    .updateTable("products")
    .set({ parent_id: null, status: 2 })
    .where("parent_id", "=", parentId);
  if (keptIds.length > 0) query = query.where("id", "not in", [...keptIds]);
  await query.execute();
}

/** The product's pictures, in this order; labels of pictures it had already are kept. */
export async function replaceProductImages(
  trx: Kysely<Schema>,
  productId: number,
  paths: readonly string[],
): Promise<void> {
  const before = await trx
    .selectFrom("product_images")
    .select(["path", "label_nl", "label_en"])
    .where("product_id", "=", productId)
    .execute();
  const labels = new Map(before.map((row) => [row.path, row]));
  await trx.deleteFrom("product_images").where("product_id", "=", productId).execute();
  if (paths.length === 0) return;
  await trx
    .insertInto("product_images")
    .values(
      paths.map((path, index) => ({
        product_id: productId,
        path,
        label_nl: labels.get(path)?.label_nl ?? "",
        label_en: labels.get(path)?.label_en ?? "",
        position: index + 1,
      })),
    )
    .execute();
}

/** A select attribute the import needs (color, size) on a shop that has none yet. */
export async function ensureSelectAttribute(
  trx: Kysely<Schema>,
  code: string,
  label: { nl: string; en: string },
): Promise<void> {
  const found = await trx
    .selectFrom("attributes")
    .select("id")
    .where("code", "=", code)
    .executeTakeFirst();
  if (found) return;
  const top = await trx
    .selectFrom("attributes")
    .select((eb) => [eb.fn.max("id").as("id"), eb.fn.max("position").as("position")])
    .executeTakeFirst();
  await trx
    .insertInto("attributes")
    .values({
      id: Number(top?.id ?? 0) + 1,
      code,
      label_nl: label.nl,
      label_en: label.en,
      frontend_input: "select",
      is_user_defined: 1,
      is_visible: 1,
      is_comparable: 0,
      is_filterable: 1,
      position: Number(top?.position ?? 0) + 1,
    })
    .execute();
}

/** Rows per statement: far below PostgreSQL's parameter limit. */
const BATCH = 200;

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH)
    await write(rows.slice(start, start + BATCH));
}

/** New products' rows, parents before their variants. */
export async function insertProductRows(
  trx: Kysely<Schema>,
  rows: readonly Insertable<ProductsTable>[],
): Promise<void> {
  await inBatches(rows, (batch) => trx.insertInto("products").values(batch).execute());
}

/** Pieces of many products at once, as the file says them. */
export async function setStockRows(
  trx: Kysely<Schema>,
  rows: readonly { productId: number; qty: number; inStock: boolean }[],
): Promise<void> {
  await inBatches(rows, (batch) =>
    trx
      .insertInto("stock_items")
      .values(
        batch.map((row) => ({
          product_id: row.productId,
          qty: row.qty,
          is_in_stock: row.inStock ? 1 : 0,
          manage_stock: 1,
        })),
      )
      .onConflict((conflict) =>
        conflict.column("product_id").doUpdateSet((eb) => ({
          qty: eb.ref("excluded.qty"),
          is_in_stock: eb.ref("excluded.is_in_stock"),
          manage_stock: 1,
        })),
      )
      .execute(),
  );
}

/** Categories of products that had none yet, each list in its order. */
export async function insertProductCategoryRows(
  trx: Kysely<Schema>,
  rows: readonly { productId: number; categoryIds: readonly number[] }[],
): Promise<void> {
  const values = rows.flatMap((row) =>
    row.categoryIds.map((categoryId, position) => ({
      product_id: row.productId,
      category_id: categoryId,
      position,
    })),
  );
  await inBatches(values, (batch) => trx.insertInto("product_categories").values(batch).execute());
}

/** Pictures of products that had none yet, each list in its order. */
export async function insertProductImageRows(
  trx: Kysely<Schema>,
  rows: readonly { productId: number; paths: readonly string[] }[],
): Promise<void> {
  const values = rows.flatMap((row) =>
    row.paths.map((path, index) => ({
      product_id: row.productId,
      path,
      label_nl: "",
      label_en: "",
      position: index + 1,
    })),
  );
  await inBatches(values, (batch) => trx.insertInto("product_images").values(batch).execute());
}

/** Select options of many products at once (their colours and sizes). */
export async function setProductOptionRows(
  trx: Kysely<Schema>,
  rows: readonly { productId: number; attributeId: number; optionId: number }[],
): Promise<void> {
  await inBatches(rows, (batch) =>
    trx
      .insertInto("product_attribute_values")
      .values(
        batch.map((row) => ({
          product_id: row.productId,
          attribute_id: row.attributeId,
          value_number: row.optionId,
          value_text: null,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(["product_id", "attribute_id"]).doUpdateSet((eb) => ({
          value_number: eb.ref("excluded.value_number"),
          value_text: null,
        })),
      )
      .execute(),
  );
}
