import type { SeedProduct } from "@etalage/contracts";
import type { Kysely } from "kysely";
import { isSet } from "../flags";
import type { Schema } from "../schema";
import { groupBy, mapGroups } from "./group-by";
import { fromColumns } from "./localized-columns";
import { type ProductOptions, readProductOptions } from "./read-product-options";

/** Every product with all that belongs to it, ordered by id: a dozen queries, joined in memory. */
export async function readProducts(db: Kysely<Schema>): Promise<SeedProduct[]> {
  const rows = await db
    .selectFrom("products")
    .leftJoin("stock_items", "stock_items.product_id", "products.id")
    .selectAll("products")
    .select(["stock_items.qty", "stock_items.is_in_stock", "stock_items.manage_stock"])
    .orderBy("products.id")
    .execute();
  const related = await readRelated(db);
  const options = await readProductOptions(db);
  return rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    typeId: row.type_id,
    name: fromColumns(row, "name"),
    description: fromColumns(row, "description"),
    shortDescription: fromColumns(row, "short_description"),
    urlKey: fromColumns(row, "url_key"),
    status: row.status,
    visibility: row.visibility,
    price: row.price,
    specialPrice: row.special_price,
    specialFromDate: row.special_from_date,
    specialToDate: row.special_to_date,
    taxClassId: row.tax_class_id,
    categoryIds: related.categoryIds.get(row.id) ?? [],
    attributes: related.attributes.get(row.id) ?? {},
    qty: row.qty ?? 0,
    isInStock: row.is_in_stock === 1,
    manageStock: row.manage_stock === null || isSet(row.manage_stock),
    newsFromDate: row.news_from_date,
    newsToDate: row.news_to_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    weight: row.weight,
    images: related.images.get(row.id) ?? [],
    parentId: row.parent_id,
    configurableAttributes: related.configurableAttributes.get(row.id) ?? [],
    ...optionsOf(options, row.id),
  }));
}

function optionsOf(options: ProductOptions, id: number) {
  return {
    bundleOptions: options.bundleOptions.get(id) ?? [],
    groupedLinks: options.groupedLinks.get(id) ?? [],
    customOptions: options.customOptions.get(id) ?? [],
    downloadLinks: options.downloadLinks.get(id) ?? [],
    relatedSkus: options.relatedSkus.get(id) ?? [],
  };
}

async function readRelated(db: Kysely<Schema>) {
  const attributeRows = await db
    .selectFrom("product_attribute_values")
    .innerJoin("attributes", "attributes.id", "product_attribute_values.attribute_id")
    .select(["product_id", "attributes.code", "value_number", "value_text"])
    .execute();
  const attributes = new Map<number, Record<string, number | string>>();
  for (const row of attributeRows) {
    const values = attributes.get(row.product_id) ?? {};
    values[row.code] = row.value_number ?? row.value_text ?? "";
    attributes.set(row.product_id, values);
  }
  const categoryRows = await db
    .selectFrom("product_categories")
    .select(["product_id", "category_id"])
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  const imageRows = await db
    .selectFrom("product_images")
    .selectAll()
    .orderBy("product_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const configurableRows = await db
    .selectFrom("product_configurable_attributes")
    .innerJoin("attributes", "attributes.id", "product_configurable_attributes.attribute_id")
    .select(["product_id", "attributes.code"])
    .orderBy("product_id")
    .orderBy("product_configurable_attributes.position")
    .execute();
  return {
    attributes,
    categoryIds: mapGroups(
      groupBy(categoryRows, (row) => row.product_id),
      (row) => row.category_id,
    ),
    images: mapGroups(
      groupBy(imageRows, (row) => row.product_id),
      (row) => ({
        path: row.path,
        label: fromColumns(row, "label"),
        position: row.position,
      }),
    ),
    configurableAttributes: mapGroups(
      groupBy(configurableRows, (row) => row.product_id),
      (row) => row.code,
    ),
  };
}
