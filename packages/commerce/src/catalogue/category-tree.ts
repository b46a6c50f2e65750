import type { SeedCategory, StoreCode } from "@etalage/contracts";

/** Magento's tree root (id 1) above the shop's root category (id 2, docs/specification/constants.md). */
export const TREE_ROOT_ID = 1;
export const ROOT_CATEGORY_ID = 2;

/** Where a category sits in the tree, in one store's language. */
export interface CategoryPlace {
  category: SeedCategory;
  /** 1 for the root category (2), 2 for its direct children, and so on (Magento levels). */
  level: number;
  /** "1/2/3/…" from the tree root down to this category. */
  path: string;
  /** Ancestors from the root category (2) down, without this category. */
  parentIds: number[];
  urlKey: string;
  /** Parent url_path + "/" + url_key; the root and its direct children have just the url key. */
  urlPath: string;
  /** Direct children, sorted by position. */
  childIds: number[];
}

export type CategoryTree = Map<number, CategoryPlace>;

function byPosition(a: SeedCategory, b: SeedCategory): number {
  return a.position - b.position || a.id - b.id;
}

/** Places every category except the tree root; a category with an unknown parent hangs off the tree root. */
export function categoryTree(categories: readonly SeedCategory[], store: StoreCode): CategoryTree {
  const byId = new Map(categories.filter((c) => c.id !== TREE_ROOT_ID).map((c) => [c.id, c]));
  const tree: CategoryTree = new Map();

  const place = (category: SeedCategory, seen: Set<number>): CategoryPlace => {
    const known = tree.get(category.id);
    if (known) return known;
    const parent = byId.get(category.parentId);
    // A parent loop in bad data is cut off at the tree root instead of recursing forever.
    const parentPlace =
      parent && !seen.has(parent.id) ? place(parent, seen.add(category.id)) : null;
    const urlKey = category.urlKey[store];
    const placed: CategoryPlace = {
      category,
      level: parentPlace ? parentPlace.level + 1 : 1,
      path: `${parentPlace ? parentPlace.path : TREE_ROOT_ID}/${category.id}`,
      parentIds: parentPlace ? [...parentPlace.parentIds, parentPlace.category.id] : [],
      urlKey,
      urlPath: parentPlace && parentPlace.level > 1 ? `${parentPlace.urlPath}/${urlKey}` : urlKey,
      childIds: [],
    };
    tree.set(category.id, placed);
    return placed;
  };

  for (const category of byId.values()) place(category, new Set());
  for (const category of [...byId.values()].sort(byPosition)) {
    const parentId = tree.get(category.id)?.parentIds.at(-1);
    if (parentId !== undefined) tree.get(parentId)?.childIds.push(category.id);
  }
  return tree;
}

/** The deepest of a product's categories (the first one on a tie), for its url_path. */
export function deepestCategory(
  tree: CategoryTree,
  categoryIds: readonly number[],
): CategoryPlace | null {
  let deepest: CategoryPlace | null = null;
  for (const id of categoryIds) {
    const place = tree.get(id);
    if (place && place.level > 1 && (!deepest || place.level > deepest.level)) deepest = place;
  }
  return deepest;
}
