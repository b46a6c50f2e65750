import type { Kysely } from "kysely";
import type { Schema } from "../schema";
import type { ProductImagesTable, ProductsTable } from "../schema/products";

type ProductRow = ProductsTable & { qty: number | null };

/** An option of a select attribute (a colour, a size) in both languages. */
export interface OptionRow {
  id: number;
  label_nl: string;
  label_en: string;
}

/** A configurable's variant: its row, pieces, and its colour and size options by code. */
export interface VariantRow extends ProductRow {
  options: Record<string, number>;
}

/** One product as the back office edits it, with all that hangs off it. */
export interface StaffProductRows {
  product: ProductRow;
  categoryIds: number[];
  relatedSkus: string[];
  images: (Omit<ProductImagesTable, "id"> & { id: number })[];
  configurableCodes: string[];
  variants: VariantRow[];
  /** The options the variants use, by id. */
  options: Map<number, OptionRow>;
}

const withStock = (db: Kysely<Schema>) =>
  db
    .selectFrom("products")
    .leftJoin("stock_items", "stock_items.product_id", "products.id")
    .selectAll("products")
    .select("stock_items.qty");

/** The product with this sku (a variant too) and its parts; null when there is none. */
export async function readStaffProduct(
  db: Kysely<Schema>,
  sku: string,
): Promise<StaffProductRows | null> {
  const product = await withStock(db).where("products.sku", "=", sku).executeTakeFirst();
  if (!product) return null;
  const id = product.id;
  const categories = await db
    .selectFrom("product_categories")
    .select("category_id")
    .where("product_id", "=", id)
    .orderBy("position")
    .orderBy("category_id")
    .execute();
  const related = await db
    .selectFrom("product_links")
    .innerJoin("products", "products.id", "product_links.linked_product_id")
    .select("products.sku")
    .where("product_links.product_id", "=", id)
    .where("link_type", "=", "related")
    .orderBy("product_links.position")
    .execute();
  const images = await db
    .selectFrom("product_images")
    .selectAll()
    .where("product_id", "=", id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const configurable = await db
    .selectFrom("product_configurable_attributes")
    .innerJoin("attributes", "attributes.id", "product_configurable_attributes.attribute_id")
    .select("attributes.code")
    .where("product_id", "=", id)
    .orderBy("product_configurable_attributes.position")
    .execute();
  const children = await withStock(db)
    .where("products.parent_id", "=", id)
    .orderBy("products.id")
    .execute();
  const values = children.length
    ? await db
        .selectFrom("product_attribute_values")
        .innerJoin("attributes", "attributes.id", "product_attribute_values.attribute_id")
        .select(["product_id", "attributes.code", "value_number"])
        .where(
          "product_id",
          "in",
          children.map((child) => child.id),
        )
        .where(
          "attributes.code",
          "in",
          configurable.map((row) => row.code).concat(["color", "size"]),
        )
        .execute()
    : [];
  const variants: VariantRow[] = children.map((child) => ({ ...child, options: {} }));
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  for (const value of values) {
    if (value.value_number !== null)
      byId.get(value.product_id)!.options[value.code] = Number(value.value_number);
  }
  const optionIds = [...new Set(values.flatMap((value) => value.value_number ?? []))];
  const options = optionIds.length
    ? await db
        .selectFrom("attribute_options")
        .select(["id", "label_nl", "label_en"])
        .where("id", "in", optionIds.map(Number))
        .execute()
    : [];
  return {
    product,
    categoryIds: categories.map((row) => row.category_id),
    relatedSkus: related.map((row) => row.sku),
    images: images.map((image) => ({ ...image, id: Number(image.id) })),
    configurableCodes: configurable.map((row) => row.code),
    variants,
    options: new Map(options.map((option) => [option.id, option])),
  };
}
