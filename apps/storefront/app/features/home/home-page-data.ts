import type {
  ApiFetch,
  EsSearchBody,
  StoreBanners,
  StoreHomepage,
  StoreView,
} from "@etalage/contracts";
import { searchCatalog } from "../../lib/api/catalog";
import { PRODUCT_CARD_FIELDS, type ProductCardDocument } from "../../lib/api/catalog-documents";
import {
  listedProductsBody,
  NEW_COLLECTION_SIZE,
  NEW_COLLECTION_SORT,
} from "../../lib/api/catalog-requests";
import { loadBanners, loadHomepage } from "../../lib/api/store-content";

export interface ProductShelf {
  title: string | null;
  products: ProductCardDocument[];
}

export interface HomePage {
  banners: StoreBanners | null;
  newCollection: ProductShelf;
  bestsellers: ProductShelf;
}

/** docs/specification/constants.md: 8 products, newest (created_at) first. */
function newest(api: ApiFetch, store: StoreView, body: EsSearchBody, size: number) {
  return searchCatalog<ProductCardDocument>(api, store, "product", body, {
    size: Math.min(size, NEW_COLLECTION_SIZE),
    sort: NEW_COLLECTION_SORT,
    sourceInclude: PRODUCT_CARD_FIELDS,
  }).then((result) => result.items);
}

function bestsellersBody(skus: readonly string[]) {
  const body = listedProductsBody();
  const bool = (body.query?.bool ?? {}) as { filter: unknown[] };
  return { query: { bool: { filter: [...bool.filter, { terms: { sku: [...skus] } }] } } };
}

/** The shelves the homepage JSON names: the new collection's category and the bestseller skus. */
async function loadShelves(api: ApiFetch, store: StoreView, homepage: StoreHomepage | null) {
  const collection = homepage?.new_collection;
  const sellers = homepage?.bestsellers;
  const failed = (what: string) => (error: unknown) => {
    console.error(`Homepage ${what} failed`, error);
    return [] as ProductCardDocument[];
  };
  const [newCollection, bestsellers] = await Promise.all([
    newest(
      api,
      store,
      listedProductsBody(collection?.categoryId ?? undefined),
      collection?.size ?? NEW_COLLECTION_SIZE,
    ).catch(failed("new collection")),
    sellers && sellers.skus.length > 0
      ? newest(api, store, bestsellersBody(sellers.skus), sellers.size).catch(failed("bestsellers"))
      : Promise.resolve([]),
  ]);
  return {
    newCollection: { title: collection?.title ?? null, products: newCollection },
    bestsellers: { title: sellers?.title ?? null, products: bestsellers },
  };
}

/**
 * The homepage: the store's banners and homepage JSON (docs/specification/entities.md), then the new collection and
 * bestsellers, 8 each, newest first. Missing content leaves its section out; the page stands.
 */
export async function loadHomePage(api: ApiFetch, store: StoreView): Promise<HomePage> {
  const quietly = <T>(promise: Promise<T | null>) => promise.catch(() => null);
  const [banners, shelves] = await Promise.all([
    quietly(loadBanners(api, store)),
    quietly(loadHomepage(api, store)).then((homepage) => loadShelves(api, store, homepage)),
  ]);
  return { banners, ...shelves };
}
