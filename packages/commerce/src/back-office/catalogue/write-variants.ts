import { urlKeyOf } from "@etalage/contracts";
import {
  insertProductRow,
  type Kysely,
  nextProductId,
  type ProductsTable,
  readStaffProduct,
  type Schema,
  setProductOption,
  setProductQty,
  updateProductRow,
  urlKeyTakenBy,
} from "@etalage/db";
import { refuseField } from "./field-refusal";
import type { VariantInput } from "./product-input";
import { VARIANT_CODES, VariantOptions } from "./variant-options";

type Parent = Pick<
  ProductsTable,
  | "id"
  | "sku"
  | "name_nl"
  | "name_en"
  | "url_key_nl"
  | "url_key_en"
  | "price"
  | "special_price"
  | "special_from_date"
  | "special_to_date"
  | "tax_class_id"
  | "weight"
>;

/**
 * Adds or changes a configurable's variants by sku: each its own sku, colour, size, price and
 * pieces; its name and url key follow the parent's with the colour and size. A sku another
 * product has, or the same colour and size twice, is refused.
 */
export async function writeVariants(
  trx: Kysely<Schema>,
  parent: Parent,
  variants: readonly VariantInput[],
  now: string,
): Promise<void> {
  if (variants.length === 0) return;
  const options = await VariantOptions.read(trx);
  const existing = (await readStaffProduct(trx, parent.sku))?.variants ?? [];
  const bySku = new Map(existing.map((variant) => [variant.sku, variant]));
  const combinations = new Map<string, string>(
    existing.map((v) => [`${v.options.color}/${v.options.size}`, v.sku]),
  );
  const seen = new Set<string>();
  for (const [index, variant] of variants.entries()) {
    const field = `variants.${index}`;
    if (seen.has(variant.sku))
      throw refuseField(`${field}.sku`, "staat twee keer in de lijst", "is in the list twice");
    seen.add(variant.sku);
    const color = await options.resolve("color", variant.color, `${field}.color`);
    const size = await options.resolve("size", variant.size, `${field}.size`);
    const combination = `${color.id}/${size.id}`;
    const twin = combinations.get(combination);
    if (twin && twin !== variant.sku)
      throw refuseField(
        `${field}.size`,
        `${color.label.nl} ${size.label.nl} is al variant ${twin}`,
        `${color.label.en} ${size.label.en} is variant ${twin} already`,
      );
    combinations.set(combination, variant.sku);
    const own = bySku.get(variant.sku);
    let id: number;
    const columns = {
      name_nl: `${parent.name_nl} - ${color.label.nl} - ${size.label.nl}`,
      name_en: `${parent.name_en} - ${color.label.en} - ${size.label.en}`,
      url_key_nl: `${parent.url_key_nl}-${urlKeyOf(`${color.label.nl}-${size.label.nl}`)}`,
      url_key_en: `${parent.url_key_en}-${urlKeyOf(`${color.label.en}-${size.label.en}`)}`,
      price: variant.price ?? own?.price ?? parent.price,
      ...(variant.status ? { status: variant.status === "enabled" ? 1 : 2 } : {}),
      updated_at: now,
    };
    if (own) {
      id = own.id;
      await updateProductRow(trx, id, columns);
    } else {
      const taken = await trx
        .selectFrom("products")
        .select("id")
        .where("sku", "=", variant.sku)
        .executeTakeFirst();
      if (taken)
        throw refuseField(
          `${field}.sku`,
          `is al van een ander product: ${variant.sku}`,
          `belongs to another product already: ${variant.sku}`,
        );
      id = await nextProductId(trx);
      await insertProductRow(trx, {
        id,
        sku: variant.sku,
        type_id: "simple",
        parent_id: parent.id,
        description_nl: "",
        description_en: "",
        short_description_nl: "",
        short_description_en: "",
        status: 1,
        visibility: 1,
        special_price: parent.special_price,
        special_from_date: parent.special_from_date,
        special_to_date: parent.special_to_date,
        tax_class_id: parent.tax_class_id,
        news_from_date: null,
        news_to_date: null,
        weight: parent.weight,
        created_at: now,
        ...columns,
      });
    }
    await setProductQty(trx, id, variant.qty);
    for (const code of VARIANT_CODES)
      await setProductOption(
        trx,
        id,
        options.attributeId(code),
        (code === "color" ? color : size).id,
      );
  }
  await sumParentStock(trx, parent.id);
}

/** A configurable's own stock row holds its variants' pieces together. */
export async function sumParentStock(trx: Kysely<Schema>, parentId: number): Promise<void> {
  const row = await trx
    .selectFrom("products")
    .innerJoin("stock_items", "stock_items.product_id", "products.id")
    .select((eb) => eb.fn.sum<number>("qty").as("qty"))
    .where("parent_id", "=", parentId)
    .where("status", "=", 1)
    .executeTakeFirst();
  await setProductQty(trx, parentId, Number(row?.qty ?? 0));
}

/** Refuses a url key another product already has in that store view. */
export async function checkUrlKeys(
  trx: Kysely<Schema>,
  urlKey: { nl: string; en: string },
  exceptId: number | null,
): Promise<void> {
  for (const store of ["nl", "en"] as const) {
    const other = await urlKeyTakenBy(
      trx,
      store,
      urlKey[store],
      exceptId === null ? [] : [exceptId],
    );
    if (other)
      throw refuseField(
        `url_key.${store}`,
        `is al de url key van ${other}`,
        `is the url key of ${other} already`,
      );
  }
}
