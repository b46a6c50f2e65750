import type { SeedProduct } from "@etalage/contracts";
import type { Kysely } from "kysely";
import { flag } from "../flags";
import type { Schema } from "../schema";
import { insertRows } from "./insert-rows";
import { toColumns } from "./localized-columns";
import type { SeedLookup } from "./seed-lookup";

/** Products with their stock, attribute values, categories, images and configurable attributes. */
export async function importProducts(
  db: Kysely<Schema>,
  products: SeedProduct[],
  attributes: SeedLookup,
) {
  // Parents before children, so a child's parent_id always points at a written row.
  const parentsFirst = [...products].sort(
    (a, b) => Number(a.parentId !== null) - Number(b.parentId !== null),
  );
  await insertRows(db, "products", parentsFirst.map(productRow));
  await insertRows(
    db,
    "stock_items",
    products.map((product) => ({
      product_id: product.id,
      qty: product.qty,
      is_in_stock: flag(product.isInStock),
      manage_stock: flag(product.manageStock),
    })),
  );
  await insertRows(
    db,
    "product_attribute_values",
    products.flatMap((product) =>
      Object.entries(product.attributes).map(([code, value]) => ({
        product_id: product.id,
        attribute_id: attributes.idOf(code, `Product ${product.sku}`),
        value_number: typeof value === "number" ? value : null,
        value_text: typeof value === "string" ? value : null,
      })),
    ),
  );
  await insertRows(
    db,
    "product_categories",
    products.flatMap((product) =>
      product.categoryIds.map((categoryId, position) => ({
        product_id: product.id,
        category_id: categoryId,
        position,
      })),
    ),
  );
  await insertRows(
    db,
    "product_images",
    products.flatMap((product) =>
      product.images.map((image) => ({
        product_id: product.id,
        path: image.path,
        ...toColumns("label", image.label),
        position: image.position,
      })),
    ),
  );
  await insertRows(
    db,
    "product_configurable_attributes",
    products.flatMap((product) =>
      product.configurableAttributes.map((code, position) => ({
        product_id: product.id,
        attribute_id: attributes.idOf(code, `Configurable product ${product.sku}`),
        position,
      })),
    ),
  );
}

function productRow(product: SeedProduct) {
  return {
    id: product.id,
    sku: product.sku,
    type_id: product.typeId,
    parent_id: product.parentId,
    ...toColumns("name", product.name),
    ...toColumns("description", product.description),
    ...toColumns("short_description", product.shortDescription),
    ...toColumns("url_key", product.urlKey),
    status: product.status,
    visibility: product.visibility,
    price: product.price,
    special_price: product.specialPrice,
    special_from_date: product.specialFromDate,
    special_to_date: product.specialToDate,
    tax_class_id: product.taxClassId,
    news_from_date: product.newsFromDate,
    news_to_date: product.newsToDate,
    weight: product.weight,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
  };
}
