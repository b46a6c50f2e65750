import type { Localized } from "@etalage/contracts";
import {
  type Insertable,
  insertAttributeOption,
  insertProductCategoryRows,
  insertProductImageRows,
  insertProductRows,
  type Kysely,
  nextProductId,
  type ProductsTable,
  productIdsBySku,
  readAttributeWithOptions,
  releaseVariants,
  replaceConfigurableAttributes,
  replaceProductCategories,
  replaceProductImages,
  replaceRelatedProducts,
  type Schema,
  setProductOptionRows,
  setStockRows,
  updateProductRow,
} from "@etalage/db";
import { endOfDay, startOfDay } from "../catalogue/product-columns";
import type { ImportGroup } from "./import-plan";
import { type CsvProduct, OPTION_CODES } from "./magento-columns";

/** Default tax class of the shop's goods (Dutch high VAT). */
const TAXABLE_GOODS = 2;

/** The option ids of colours and sizes by their Dutch label, made as the import needs them. */
export class ImportOptions {
  private constructor(
    private readonly attributeIds: Map<string, number>,
    private readonly ids: Map<string, Map<string, number>>,
  ) {}

  /** The options as the shop has them now (again after a group's transaction rolled back). */
  static async read(db: Kysely<Schema>, codes: readonly string[]): Promise<ImportOptions> {
    const attributeIds = new Map<string, number>();
    const ids = new Map<string, Map<string, number>>();
    for (const code of codes) {
      const attribute = await readAttributeWithOptions(db, code);
      if (!attribute) throw new Error(`The shop has no ${code} attribute`);
      attributeIds.set(code, attribute.id);
      ids.set(code, new Map(attribute.options.map((option) => [option.label_nl, option.id])));
    }
    return new ImportOptions(attributeIds, ids);
  }

  async idOf(trx: Kysely<Schema>, code: string, label: Localized): Promise<number> {
    const byLabel = this.ids.get(code)!;
    let id = byLabel.get(label.nl);
    if (id === undefined) {
      id = await insertAttributeOption(trx, this.attributeId(code), label);
      byLabel.set(label.nl, id);
    }
    return id;
  }

  attributeId(code: string): number {
    const id = this.attributeIds.get(code);
    if (id === undefined) throw new Error(`The shop has no ${code} attribute`);
    return id;
  }
}

function columns(product: CsvProduct) {
  return {
    type_id: product.type as "simple" | "configurable" | "virtual",
    name_nl: product.name.nl,
    name_en: product.name.en,
    description_nl: product.description.nl,
    description_en: product.description.en,
    short_description_nl: product.shortDescription.nl,
    short_description_en: product.shortDescription.en,
    url_key_nl: product.urlKey.nl,
    url_key_en: product.urlKey.en,
    status: product.online ? 1 : 2,
    visibility: product.visibility,
    price: product.price,
    special_price: product.specialPrice,
    special_from_date: startOfDay(product.specialFrom),
    special_to_date: endOfDay(product.specialTo),
    weight: product.weight,
  };
}

/**
 * Writes one group of the file (a configurable and its variants, or one product) in the
 * caller's transaction. Answers its products' related skus, written once every product of the
 * file is (a related product may come later in the file).
 */
export async function writeImportGroup(
  trx: Kysely<Schema>,
  group: ImportGroup,
  context: { categoryIds: ReadonlyMap<string, number>; options: ImportOptions; now: string },
): Promise<{ sku: string; related: string[] }[]> {
  const skus = group.members.map((member) => member.product.sku);
  if (group.shopParentSku) skus.push(group.shopParentSku);
  const ids = await productIdsBySku(trx, skus);
  const existing = new Set(group.members.flatMap(({ product }) => ids.get(product.sku) ?? []));
  // New products take the next ids, parent first, so every variant points at a written row.
  let next = 0;
  for (const { product } of group.members) {
    if (ids.has(product.sku)) continue;
    if (next === 0) next = await nextProductId(trx);
    ids.set(product.sku, next++);
  }
  const head = group.members[0]!.product;
  const parentId = group.shopParentSku
    ? (ids.get(group.shopParentSku) ?? null)
    : head.type === "configurable"
      ? ids.get(head.sku)!
      : null;
  const fresh: Insertable<ProductsTable>[] = [];
  for (const [index, { product }] of group.members.entries()) {
    const id = ids.get(product.sku)!;
    const inParent = index > 0 || group.shopParentSku !== null;
    const row = {
      ...columns(product),
      parent_id: inParent ? parentId : null,
      updated_at: context.now,
    };
    if (existing.has(id)) await updateProductRow(trx, id, row);
    else
      fresh.push({
        id,
        sku: product.sku,
        tax_class_id: TAXABLE_GOODS,
        news_from_date: null,
        news_to_date: null,
        created_at: context.now,
        ...row,
      });
  }
  await insertProductRows(trx, fresh);
  const members = group.members.map(({ product }) => ({ product, id: ids.get(product.sku)! }));
  await setStockRows(
    trx,
    members.map(({ product, id }) => ({
      productId: id,
      qty: product.qty,
      inStock: product.inStock,
    })),
  );
  const categoriesOf = (product: CsvProduct) => [
    ...new Set(product.categories.map((path) => context.categoryIds.get(path)!)),
  ];
  for (const { product, id } of members) {
    if (!existing.has(id)) continue;
    await replaceProductCategories(trx, id, categoriesOf(product));
    await replaceProductImages(trx, id, product.images);
  }
  const added = members.filter(({ id }) => !existing.has(id));
  await insertProductCategoryRows(
    trx,
    added.map(({ product, id }) => ({ productId: id, categoryIds: categoriesOf(product) })),
  );
  await insertProductImageRows(
    trx,
    added.map(({ product, id }) => ({ productId: id, paths: product.images })),
  );
  const options: { productId: number; attributeId: number; optionId: number }[] = [];
  for (const { product, id } of members) {
    for (const option of product.options) {
      const optionId = await context.options.idOf(trx, option.code, option.label);
      options.push({
        productId: id,
        attributeId: context.options.attributeId(option.code),
        optionId,
      });
    }
  }
  await setProductOptionRows(trx, options);
  if (head.type === "configurable") {
    const id = ids.get(head.sku)!;
    // The attributes its variants differ in: colour and size, or one of them.
    const codes = OPTION_CODES.filter((code) =>
      group.members.some((member) => member.product.options.some((o) => o.code === code)),
    );
    await replaceConfigurableAttributes(
      trx,
      id,
      (codes.length > 0 ? codes : OPTION_CODES).map((code) => context.options.attributeId(code)),
    );
    if (existing.has(id) || head.variations.some((sku) => !ids.has(sku))) {
      // Variants only the shop has are adopted; those the file no longer lists are let go.
      const variantIds = [...(await productIdsBySku(trx, head.variations)).values()];
      await releaseVariants(trx, id, variantIds);
      for (const variantId of variantIds) await updateProductRow(trx, variantId, { parent_id: id });
    }
  }
  return members.map(({ product }) => ({ sku: product.sku, related: product.related }));
}

/** The related products of a product, by sku, once every product of the file is written. */
export async function writeRelated(trx: Kysely<Schema>, sku: string, related: readonly string[]) {
  const ids = await productIdsBySku(trx, [sku, ...related]);
  const own = ids.get(sku);
  if (own === undefined) return;
  await replaceRelatedProducts(
    trx,
    own,
    related.flatMap((other) => ids.get(other) ?? []),
  );
}
