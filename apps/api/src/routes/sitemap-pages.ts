import {
  categoryPath,
  cmsPagePath,
  productPath,
  STORE_CODES,
  STORE_VIEWS,
  type StoreCode,
  type StoreView,
  storePath,
} from "@etalage/contracts";
import type { SearchEngine } from "@etalage/search";

/** One page of the shop: its canonical path in each store view that has it. */
export interface SitemapPage {
  paths: Partial<Record<StoreCode, string>>;
  /** When the page's content last changed (ISO 8601), where the catalogue knows it. */
  lastmod?: string;
}

/** As the storefront lists products: parents visible in catalogue or search, enabled. */
const LISTED_PRODUCTS = {
  query: {
    bool: { filter: [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }] },
  },
};
/** Active categories below the root (the root, level 1, is no page of its own). */
const SHOWN_CATEGORIES = {
  query: {
    bool: { filter: [{ term: { is_active: true } }, { range: { level: { gte: 2 } } }] },
  },
};
const ACTIVE_CMS_PAGES = { query: { bool: { filter: [{ term: { active: true } }] } } };
const PAGE_SIZE = 1000;

/**
 * Every page a search engine should know, read from the live search index: home, categories,
 * listed products and active CMS pages. A page's store views are matched by the id (category),
 * sku (product) or identifier (CMS page) they share.
 */
export function readSitemapPages(engine: SearchEngine): SitemapPage[] {
  const home: SitemapPage = {
    paths: Object.fromEntries(STORE_CODES.map((code) => [code, storePath(STORE_VIEWS[code], "/")])),
  };
  return [
    home,
    ...pagesOf<{ id: number; url_key: string }>(engine, "category", SHOWN_CATEGORIES, {
      key: (doc) => String(doc.id),
      path: (store, doc) => categoryPath(store, doc.url_key),
    }),
    ...pagesOf<{ sku: string; url_key: string; updated_at?: string }>(
      engine,
      "product",
      LISTED_PRODUCTS,
      {
        key: (doc) => doc.sku,
        path: (store, doc) => productPath(store, doc.sku, doc.url_key),
        lastmod: (doc) => doc.updated_at,
      },
    ),
    ...pagesOf<{ identifier: string }>(engine, "cms_page", ACTIVE_CMS_PAGES, {
      key: (doc) => doc.identifier,
      path: (store, doc) => cmsPagePath(store, doc.identifier),
    }),
  ];
}

interface PageOf<T> {
  /** What names the same page in every store view. */
  key(doc: T): string;
  path(store: StoreView, doc: T): string;
  lastmod?(doc: T): string | undefined;
}

function pagesOf<T>(
  engine: SearchEngine,
  type: string,
  body: object,
  page: PageOf<T>,
): SitemapPage[] {
  const pages = new Map<string, SitemapPage>();
  for (const code of STORE_CODES) {
    const store = STORE_VIEWS[code];
    for (const doc of allDocuments<T>(engine, store.index, type, body)) {
      const key = page.key(doc);
      const found = pages.get(key) ?? { paths: {} };
      found.paths[code] = page.path(store, doc);
      const lastmod = validDate(page.lastmod?.(doc));
      if (lastmod && (!found.lastmod || lastmod > found.lastmod)) found.lastmod = lastmod;
      pages.set(key, found);
    }
  }
  return [...pages.values()];
}

function* allDocuments<T>(engine: SearchEngine, index: string, type: string, body: object) {
  if (!engine.hasIndex(index)) return;
  for (let from = 0; ; from += PAGE_SIZE) {
    const hits = engine.search(index, type, body, { from, size: PAGE_SIZE, sort: "id:asc" }).hits
      .hits;
    for (const hit of hits) yield hit._source as T;
    if (hits.length < PAGE_SIZE) return;
  }
}

/** The date as W3C Datetime (sitemaps' format), or nothing when it is not a real date. */
function validDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.000Z$/, "Z");
}
