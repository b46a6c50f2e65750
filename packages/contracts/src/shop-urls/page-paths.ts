import type { StoreView } from "../store";
import { storePath } from "./store-prefix";

/** docs/specification/routes-and-screens.md: categories live at /c/{url key}. */
export function categoryPath(store: StoreView, urlKey: string): string {
  return storePath(store, `/c/${encodeURIComponent(urlKey)}`);
}

/**
 * docs/specification/routes-and-screens.md: products live at /p/{parent sku}/{url key}, a
 * configurable product's chosen child at /p/{parent sku}/{url key}/{child sku}.
 */
export function productPath(
  store: Pick<StoreView, "urlPrefix">,
  sku: string,
  urlKey: string,
  childSku?: string | null,
): string {
  const child = childSku ? `/${encodeURIComponent(childSku)}` : "";
  return storePath(store, `/p/${encodeURIComponent(sku)}/${encodeURIComponent(urlKey)}${child}`);
}

/** A product's page within whichever store view, for a mail's link or a moved url key. */
export function productPagePath(sku: string, urlKey: string, childSku?: string | null): string {
  return productPath({ urlPrefix: "" }, sku, urlKey, childSku);
}

/** docs/specification/routes-and-screens.md: the search page takes the term as `q`. */
export function searchPath(store: StoreView): string {
  return storePath(store, "/search");
}

/**
 * docs/specification/routes-and-screens.md: the CMS pages with a path of their own, linked from
 * the footer; every other CMS page lives at /i/{identifier}.
 */
export const STATIC_CMS_PAGES = [
  "about-us",
  "customer-service",
  "delivery",
  "returns",
  "size-guide",
  "store-locator",
  "contact",
  "privacy",
  "legal",
] as const;

export type StaticCmsPage = (typeof STATIC_CMS_PAGES)[number];

/** The path of a CMS page with a path of its own, as the footer links it: /{identifier}. */
export function staticCmsPagePath(store: StoreView, page: StaticCmsPage): string {
  return storePath(store, `/${page}`);
}

/** Any CMS page's path: /{identifier} for the pages with a path of their own, else /i/{identifier}. */
export function cmsPagePath(store: StoreView, identifier: string): string {
  return (STATIC_CMS_PAGES as readonly string[]).includes(identifier)
    ? staticCmsPagePath(store, identifier as StaticCmsPage)
    : storePath(store, `/i/${encodeURIComponent(identifier)}`);
}
