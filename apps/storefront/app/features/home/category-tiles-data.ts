import type { ApiFetch, StoreView } from "@etalage/contracts";
import { loadCategories, searchProducts } from "../../lib/api/catalog";
import { listedProductsBody, NEW_COLLECTION_SORT } from "../../lib/api/catalog-requests";
import { buildMenuTree } from "../menu/menu-tree";

export interface CategoryTile {
  id: number;
  name: string;
  urlKey: string;
  /** The picture of the category's newest product, if it has one. */
  image: string | null;
}

/** The homepage's category tiles: the top-level menu categories, each with a fresh picture. */
export async function loadCategoryTiles(api: ApiFetch, store: StoreView): Promise<CategoryTile[]> {
  const menu = buildMenuTree(await loadCategories(api, store));
  return Promise.all(
    menu.map(async (item) => {
      const newest = await searchProducts(api, store, listedProductsBody(item.id), {
        size: 1,
        sort: NEW_COLLECTION_SORT,
      });
      return {
        id: item.id,
        name: item.name,
        urlKey: item.urlKey,
        image: newest.items[0]?.image || null,
      };
    }),
  );
}
