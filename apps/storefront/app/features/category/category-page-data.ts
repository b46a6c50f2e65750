import {
  type ApiFetch,
  categoryPath,
  otherStoreCode,
  STORE_VIEWS,
  type StoreView,
} from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { translator } from "../../i18n/i18n";
import { loadAttributes } from "../../lib/api/attributes";
import { loadCategories, searchCatalog } from "../../lib/api/catalog";
import {
  type CategorySummary,
  PRODUCT_CARD_FIELDS,
  type ProductCardDocument,
} from "../../lib/api/catalog-documents";
import { listedProductsBody } from "../../lib/api/catalog-requests";
import { remember } from "../../lib/api/remember";
import type { Alternates } from "../../lib/seo";
import { type FilterGroup, filterGroups } from "../../parts/catalog-filters/filter-groups";
import type { ListQuery } from "../../parts/catalog-filters/list-query";
import {
  listingBody,
  listingSort,
  listingWindow,
} from "../../parts/catalog-filters/listing-request";
import { listQueryString } from "../../parts/catalog-filters/url-list-query";
import { ancestorIds, type BreadcrumbStep, breadcrumbTrail } from "./breadcrumb-trail";
import "../../i18n/catalog-list-texts";

/** A category's list is shared between the shoppers of the next ten seconds. */
const LIST_TTL_MS = 10_000;

export interface CategoryPage {
  category: { id: number; name: string; urlKey: string; parentId: number };
  trail: BreadcrumbStep[];
  products: ProductCardDocument[];
  total: number;
  query: ListQuery;
  filters: FilterGroup[];
  /** The product list could not be loaded: the page shows the seeds' warning instead. */
  failed: boolean;
  /** The category's own path in each store view that has it active. */
  alternates: Alternates;
}

/** Finds an active category by url key (`/c/{slug}`) or by id (the URL dispatcher's hit). */
export type CategoryKey = { urlKey: string } | { id: number };

function findCategory(categories: readonly CategorySummary[], key: CategoryKey) {
  return categories.find((category) =>
    "id" in key ? category.id === key.id : category.url_key === key.urlKey,
  );
}

/**
 * Everything the category page shows, or null when no active category matches. The category,
 * its ancestors and its twin in the other store view come from the (shared) category list; the
 * products, facets and attribute labels are asked for side by side.
 */
export async function loadCategoryPage(
  api: ApiFetch,
  store: StoreView,
  key: CategoryKey,
  query: ListQuery,
): Promise<CategoryPage | null> {
  const other = STORE_VIEWS[otherStoreCode(store.storeCode)];
  const categories = await loadCategories(api, store);
  const category = findCategory(categories, key);
  if (!category) return null;
  const [products, attributes, otherCategories] = await Promise.all([
    remember(
      api,
      `list:${store.storeCode}:${category.id}${listQueryString(query)}`,
      LIST_TTL_MS,
      () =>
        searchCatalog<ProductCardDocument>(
          api,
          store,
          "product",
          listingBody(listedProductsBody(category.id), query),
          { ...listingWindow(query), sort: listingSort(query), sourceInclude: PRODUCT_CARD_FIELDS },
        ),
    ).catch((error: unknown) => {
      console.error(`Product list of category ${category.id} failed`, error);
      return null;
    }),
    loadAttributes(api, store).catch(() => []),
    loadCategories(api, other).catch(() => []),
  ]);
  const ancestors = ancestorIds(category).flatMap((id) => {
    const ancestor = categories.find((candidate) => candidate.id === id);
    return ancestor ? [ancestor] : [];
  });
  const twin = otherCategories.find((candidate) => candidate.id === category.id);
  const t = translator(store.storeCode);
  return {
    category: {
      id: category.id,
      name: category.name,
      urlKey: category.url_key,
      parentId: category.parent_id,
    },
    trail: breadcrumbTrail(category, ancestors),
    products: products?.items ?? [],
    total: products?.total ?? 0,
    query,
    filters: filterGroups(products?.aggregations, attributes, query, {
      label: t("filters.price"),
      format: formatPrice,
      labels: {
        below: (to) => t("filters.priceBelow", { to }),
        above: (from) => t("filters.priceAbove", { from }),
        between: (from, to) => t("filters.priceBetween", { from, to }),
      },
    }),
    failed: products === null,
    alternates: {
      [store.storeCode]: categoryPath(store, category.url_key),
      ...(twin ? { [other.storeCode]: categoryPath(other, twin.url_key) } : {}),
    },
  };
}
