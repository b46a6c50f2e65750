import type { Localized } from "@etalage/contracts";
import {
  insertAttributeOption,
  insertProductRow,
  type Kysely,
  nextProductId,
  productIdsBySku,
  readAttributeWithOptions,
  releaseVariants,
  replaceConfigurableAttributes,
  replaceProductCategories,
  replaceProductImages,
  replaceRelatedProducts,
  type Schema,
  setProductOption,
  setProductStock,
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
  let parentId: number | null = group.shopParentSku ? (ids.get(group.shopParentSku) ?? null) : null;
  const related: { sku: string; related: string[] }[] = [];
  for (const [index, { product }] of group.members.entries()) {
    let id = ids.get(product.sku);
    const inParent = index > 0 || group.shopParentSku !== null;
    const row = {
      ...columns(product),
      parent_id: inParent ? parentId : null,
      updated_at: context.now,
    };
    if (id === undefined) {
      id = await nextProductId(trx);
      await insertProductRow(trx, {
        id,
        sku: product.sku,
        tax_class_id: TAXABLE_GOODS,
        news_from_date: null,
        news_to_date: null,
        created_at: context.now,
        ...row,
      });
      ids.set(product.sku, id);
    } else {
      await updateProductRow(trx, id, row);
    }
    if (index === 0 && product.type === "configurable") parentId = id;
    await setProductStock(trx, id, product.qty, product.inStock);
    await replaceProductCategories(trx, id, [
      ...new Set(product.categories.map((path) => context.categoryIds.get(path)!)),
    ]);
    await replaceProductImages(trx, id, product.images);
    for (const option of product.options) {
      const optionId = await context.options.idOf(trx, option.code, option.label);
      await setProductOption(trx, id, context.options.attributeId(option.code), optionId);
    }
    if (product.type === "configurable") {
      const variantIds = (await productIdsBySku(trx, product.variations)).values();
      // The attributes its variants differ in: colour and size, or one of them.
      const codes = OPTION_CODES.filter((code) =>
        group.members.some((member) => member.product.options.some((o) => o.code === code)),
      );
      await replaceConfigurableAttributes(
        trx,
        id,
        (codes.length > 0 ? codes : OPTION_CODES).map((code) => context.options.attributeId(code)),
      );
      const kept = [...variantIds];
      await releaseVariants(trx, id, kept);
      for (const variantId of kept) await updateProductRow(trx, variantId, { parent_id: id });
    }
    related.push({ sku: product.sku, related: product.related });
  }
  return related;
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
