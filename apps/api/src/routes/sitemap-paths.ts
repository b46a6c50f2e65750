import type { StoreView } from "@etalage/contracts";

/*
 * The storefront's page paths (apps/storefront/app/lib/shop-paths.ts), which its pages give as
 * their canonical URLs; sitemap.api.test.ts checks that the two agree.
 */

/** docs/specification/routes-and-screens.md: the CMS pages with a path of their own; every other one lives at /i/{slug}. */
export const STATIC_CMS_PAGES: ReadonlySet<string> = new Set([
  "about-us",
  "customer-service",
  "delivery",
  "returns",
  "size-guide",
  "store-locator",
  "contact",
  "privacy",
  "legal",
]);

export function storePath(store: StoreView, path: string): string {
  if (path === "/") return store.urlPrefix || "/";
  return `${store.urlPrefix}${path}`;
}

export const categoryPath = (store: StoreView, urlKey: string): string =>
  storePath(store, `/c/${encodeURIComponent(urlKey)}`);

export const productPath = (store: StoreView, sku: string, urlKey: string): string =>
  storePath(store, `/p/${encodeURIComponent(sku)}/${encodeURIComponent(urlKey)}`);

export const cmsPagePath = (store: StoreView, identifier: string): string =>
  STATIC_CMS_PAGES.has(identifier)
    ? storePath(store, `/${identifier}`)
    : storePath(store, `/i/${encodeURIComponent(identifier)}`);
