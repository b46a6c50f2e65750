import type { StoreView } from "@etalage/contracts";
import { storePath } from "./store-view";

/** docs/specification/routes-and-screens.md: categories live at /c/{url key}. */
export function categoryPath(store: StoreView, urlKey: string): string {
  return storePath(store, `/c/${encodeURIComponent(urlKey)}`);
}

/**
 * docs/specification/routes-and-screens.md: products live at /p/{parent sku}/{url key}, a configurable product's chosen child
 * at /p/{parent sku}/{url key}/{child sku}.
 */
export function productPath(
  store: StoreView,
  sku: string,
  urlKey: string,
  childSku?: string | null,
): string {
  const child = childSku ? `/${encodeURIComponent(childSku)}` : "";
  return storePath(store, `/p/${encodeURIComponent(sku)}/${encodeURIComponent(urlKey)}${child}`);
}

/** docs/specification/routes-and-screens.md: the search page takes the term as `q`. */
export function searchPath(store: StoreView): string {
  return storePath(store, "/search");
}

/** The CMS-style pages linked from the footer, by identifier (docs/specification/routes-and-screens.md). */
export const FOOTER_CMS_PAGES = [
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

export type FooterCmsPage = (typeof FOOTER_CMS_PAGES)[number];

export function cmsPagePath(store: StoreView, identifier: FooterCmsPage): string {
  return storePath(store, `/${identifier}`);
}
