import { existingCategoryIds, type Kysely, productIdsBySku, type Schema } from "@etalage/db";
import { refuseField } from "./field-refusal";

/** The categories named, refused when one of them does not exist. */
export async function checkCategories(trx: Kysely<Schema>, ids: readonly number[]) {
  const known = await existingCategoryIds(trx, ids);
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0)
    throw refuseField(
      `categories.${index}`,
      `is geen categorie: ${ids[index]}`,
      `is not a category: ${ids[index]}`,
    );
  if (new Set(ids).size !== ids.length)
    throw refuseField("categories", "noemt een categorie twee keer", "names a category twice");
}

/** The ids of the related products named by sku, refused when one is unknown or itself. */
export async function relatedIds(
  trx: Kysely<Schema>,
  skus: readonly string[],
  ownSku: string,
): Promise<number[]> {
  const ids = await productIdsBySku(trx, skus);
  const unique = [...new Set(skus)];
  for (const [index, sku] of skus.entries()) {
    if (sku === ownSku)
      throw refuseField(`related.${index}`, "is het product zelf", "is the product itself");
    if (!ids.has(sku))
      throw refuseField(`related.${index}`, `is geen product: ${sku}`, `is not a product: ${sku}`);
  }
  return unique.map((sku) => ids.get(sku)!);
}

/** Refuses a special price window that ends before it starts. */
export function checkWindow(from: string | null | undefined, to: string | null | undefined) {
  if (from && to && to < from)
    throw refuseField(
      "special_price_to",
      "ligt voor special_price_from",
      "is before special_price_from",
    );
}
