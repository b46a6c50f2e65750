import type { Localized, SeedCategory } from "@etalage/contracts";

export const ROOT_CATEGORY_ID = 2;

/** Stable ids: links, banners and tests refer to them. */
export const CATEGORY_IDS = {
  nieuw: 3,
  jurken: 4,
  jassen: 5,
  broeken: 6,
  rokken: 7,
  vesten: 8,
  schoenen: 9,
  sandalen: 10,
  laarzen: 11,
  loafers: 12,
  tassen: 13,
  parfums: 14,
  cadeaus: 15,
  sale: 16,
} as const;

export type CategoryKey = keyof typeof CATEGORY_IDS;

interface CategoryLine {
  key: CategoryKey;
  parent: CategoryKey | null;
  name: Localized;
}

/** In menu order; url keys follow from the names. */
const TREE: readonly CategoryLine[] = [
  { key: "nieuw", parent: null, name: { nl: "Nieuw", en: "New in" } },
  { key: "jurken", parent: null, name: { nl: "Jurken", en: "Dresses" } },
  { key: "jassen", parent: null, name: { nl: "Jassen", en: "Coats" } },
  { key: "broeken", parent: null, name: { nl: "Broeken", en: "Trousers" } },
  { key: "rokken", parent: null, name: { nl: "Rokken", en: "Skirts" } },
  { key: "vesten", parent: null, name: { nl: "Vesten", en: "Cardigans" } },
  { key: "schoenen", parent: null, name: { nl: "Schoenen", en: "Shoes" } },
  { key: "sandalen", parent: "schoenen", name: { nl: "Sandalen", en: "Sandals" } },
  { key: "laarzen", parent: "schoenen", name: { nl: "Laarzen", en: "Boots" } },
  { key: "loafers", parent: "schoenen", name: { nl: "Loafers", en: "Loafers" } },
  { key: "tassen", parent: null, name: { nl: "Tassen", en: "Bags" } },
  { key: "parfums", parent: null, name: { nl: "Parfums", en: "Perfumes" } },
  { key: "cadeaus", parent: null, name: { nl: "Cadeaus", en: "Gifts" } },
  { key: "sale", parent: null, name: { nl: "Sale", en: "Sale" } },
];

const urlKeys: Record<CategoryKey, Localized> = {
  nieuw: { nl: "nieuw", en: "new-in" },
  jurken: { nl: "jurken", en: "dresses" },
  jassen: { nl: "jassen", en: "coats" },
  broeken: { nl: "broeken", en: "trousers" },
  rokken: { nl: "rokken", en: "skirts" },
  vesten: { nl: "vesten", en: "cardigans" },
  schoenen: { nl: "schoenen", en: "shoes" },
  sandalen: { nl: "sandalen", en: "sandals" },
  laarzen: { nl: "laarzen", en: "boots" },
  loafers: { nl: "loafers", en: "loafers" },
  tassen: { nl: "tassen", en: "bags" },
  parfums: { nl: "parfums", en: "perfumes" },
  cadeaus: { nl: "cadeaus", en: "gifts" },
  sale: { nl: "sale", en: "sale" },
};

export function categoryUrlKey(key: CategoryKey): Localized {
  return urlKeys[key];
}

export function createCategories(): SeedCategory[] {
  const root: SeedCategory = {
    id: ROOT_CATEGORY_ID,
    parentId: 1,
    name: { nl: "Default Category", en: "Default Category" },
    urlKey: { nl: "default-category", en: "default-category" },
    position: 1,
    isActive: true,
    includeInMenu: true,
  };
  const positions = new Map<number, number>();
  const rest = TREE.map((line) => {
    const parentId = line.parent === null ? ROOT_CATEGORY_ID : CATEGORY_IDS[line.parent];
    const position = (positions.get(parentId) ?? 0) + 1;
    positions.set(parentId, position);
    return {
      id: CATEGORY_IDS[line.key],
      parentId,
      name: line.name,
      urlKey: urlKeys[line.key],
      position,
      isActive: true,
      includeInMenu: true,
    };
  });
  return [root, ...rest];
}
