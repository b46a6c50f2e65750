import type { StoreView } from "@etalage/contracts";
import { storePath } from "./store-view";

/** Seed 2 §2: categories live at /c/{url key}. */
export function categoryPath(store: StoreView, urlKey: string): string {
  return storePath(store, `/c/${encodeURIComponent(urlKey)}`);
}

/**
 * Seed 2 §2: products live at /p/{parent sku}/{url key}, a configurable product's chosen child
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

/** Seed 2 §2: the search page takes the term as `q`. */
export function searchPath(store: StoreView): string {
  return storePath(store, "/search");
}

/** The CMS-style pages linked from the footer, by identifier (seed 2 §2). */
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
