import type { StoredCatalogue } from "@etalage/db";
import { CSV_SAYS, type CsvMessage } from "./csv-messages";
import {
  type CsvProduct,
  IMPORTED_TYPES,
  type ImportedType,
  isNotImportedType,
} from "./magento-columns";
import type { CsvProblem, ReadProduct } from "./read-products";
import { categoryPaths, shopCsvProducts } from "./shop-csv-products";

/** A configurable with its variants, or a product alone: imported all or nothing. */
export interface ImportGroup {
  /** The products of the file in it, parent first. */
  members: ReadProduct[];
  /** The sku of the configurable a lone variant belongs to in the shop. */
  shopParentSku: string | null;
}

export interface PictureSource {
  /** True when the shop keeps a picture by this path already. */
  stored(path: string): boolean;
  /** Why a picture named in the file cannot be used (not found, not a picture), or null. */
  problem(path: string): Promise<CsvMessage | null>;
}

export interface ImportPlan {
  groups: ImportGroup[];
  problems: CsvProblem[];
  /** Category paths the file names that the shop does not have. */
  newCategories: string[];
  shop: Map<string, CsvProduct>;
  categoryIds: Map<string, number>;
}

/**
 * Checks the file's products against each other and the shop: their types, categories,
 * variants, related products, url keys and pictures. A group with a problem is left out.
 */
export async function planImport(
  products: readonly ReadProduct[],
  catalogue: StoredCatalogue,
  pictures: PictureSource,
  options: { refuseNewCategories: boolean },
): Promise<ImportPlan> {
  const problems: CsvProblem[] = [];
  const shop = shopCsvProducts(catalogue);
  const categoryIds = new Map([...categoryPaths(catalogue.categories)].map(([id, p]) => [p, id]));
  const inFile = new Map(products.map((read) => [read.product.sku, read]));
  const broken = new Set<string>();
  const newCategories = new Set<string>();
  const problem = (read: ReadProduct, column: string, what: CsvMessage) => {
    problems.push({ line: read.line, column, ...what });
    broken.add(read.product.sku);
  };
  // Which configurable each variant belongs to: the file's word first, else the shop's.
  const parentOf = new Map<string, string>();
  for (const product of shop.values())
    for (const sku of product.variations) parentOf.set(sku, product.sku);
  for (const read of products)
    for (const sku of read.product.variations) parentOf.set(sku, read.product.sku);
  const urlKeys = new Map<string, string>();
  for (const product of shop.values()) {
    if (product.visibility !== 1) urlKeys.set(`nl/${product.urlKey.nl}`, product.sku);
  }
  const checkedPictures = new Map<string, Promise<CsvMessage | null>>();
  for (const read of products) {
    const { product } = read;
    if (!IMPORTED_TYPES.includes(product.type as ImportedType))
      problem(
        read,
        "product_type",
        // The shop's own export has them: say they stay as they are, not that they are unknown.
        isNotImportedType(product.type)
          ? CSV_SAYS.typeNotImported(product.type)
          : CSV_SAYS.unknownType(product.type),
      );
    for (const path of product.categories) {
      if (categoryIds.has(path)) continue;
      if (options.refuseNewCategories) problem(read, "categories", CSV_SAYS.unknownCategory(path));
      else newCategories.add(path);
    }
    for (const sku of product.variations) {
      const variant = inFile.get(sku)?.product ?? shop.get(sku);
      if (!variant) problem(read, "configurable_variations", CSV_SAYS.variantMissing(sku));
      else if (variant.options.length === 0)
        problem(read, "configurable_variations", CSV_SAYS.variantWithoutOptions(sku));
    }
    if (product.type === "configurable" && product.variations.length === 0)
      problem(read, "configurable_variations", CSV_SAYS.noVariants());
    const isVariant = product.visibility === 1 && product.options.length > 0;
    if (isVariant && !parentOf.has(product.sku))
      problem(read, "sku", CSV_SAYS.parentMissing(product.sku));
    for (const sku of product.related) {
      if (!inFile.has(sku) && !shop.has(sku))
        problem(read, "related_skus", CSV_SAYS.relatedMissing(sku));
    }
    if (product.visibility !== 1 && product.urlKey.nl) {
      const key = `nl/${product.urlKey.nl}`;
      const owner = urlKeys.get(key);
      if (owner && owner !== product.sku)
        problem(read, "url_key", CSV_SAYS.urlKeyTaken(product.urlKey.nl, owner));
      else urlKeys.set(key, product.sku);
    }
    for (const [index, path] of product.images.entries()) {
      if (pictures.stored(path)) continue;
      let check = checkedPictures.get(path);
      if (!check) {
        check = pictures.problem(path);
        checkedPictures.set(path, check);
      }
      const why = await check;
      if (why) problem(read, index === 0 ? "base_image" : "additional_images", why);
    }
  }
  const groups: ImportGroup[] = [];
  const grouped = new Set<string>();
  for (const read of products) {
    if (read.product.type !== "configurable") continue;
    const members = [read, ...read.product.variations.flatMap((sku) => inFile.get(sku) ?? [])];
    for (const member of members) grouped.add(member.product.sku);
    if (members.some((member) => broken.has(member.product.sku))) continue;
    groups.push({ members, shopParentSku: null });
  }
  for (const read of products) {
    if (grouped.has(read.product.sku) || broken.has(read.product.sku)) continue;
    const parent = parentOf.get(read.product.sku) ?? null;
    groups.push({ members: [read], shopParentSku: parent });
  }
  return { groups, problems, newCategories: [...newCategories].sort(), shop, categoryIds };
}

/** True when the shop holds every product of the group as the file says it. */
export function unchanged(group: ImportGroup, shop: ReadonlyMap<string, CsvProduct>): boolean {
  return group.members.every(({ product }) => {
    const held = shop.get(product.sku);
    return held !== undefined && JSON.stringify(held) === JSON.stringify(product);
  });
}
