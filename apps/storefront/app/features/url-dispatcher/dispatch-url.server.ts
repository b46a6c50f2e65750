import {
  type ApiFetch,
  otherStoreCode,
  STORE_VIEWS,
  type StoreView,
  storePath,
} from "@etalage/contracts";
import { mapUrl } from "../../lib/api/url-map";
import type { ListQuery } from "../../parts/catalog-filters/list-query";
import { type CategoryPage, loadCategoryPage } from "../category/public.server";
import type { CmsPage } from "../cms/public";
import { cmsPageOf } from "../cms/public.server";
import {
  type ProductPage,
  type ProductPageDocument,
  productMapRequest,
  productPageFromHit,
} from "../product/public.server";

export type DispatchedPage =
  | { kind: "product"; page: ProductPage }
  | { kind: "category"; page: CategoryPage }
  | { kind: "cms_page"; page: CmsPage }
  | { kind: "redirect"; to: string }
  | null;

/**
 * docs/specification/routes-and-screens.md URL dispatcher: a path no real route claims is looked up through url/map (a product
 * or category url_path, a CMS identifier) and shown with its own view; null when nothing
 * matches ("No mapping found", logged) so the page-not-found follows.
 */
export async function dispatchUrl(
  api: ApiFetch,
  store: StoreView,
  path: string,
  query: ListQuery,
): Promise<DispatchedPage> {
  const hit = await mapUrl(api, store, productMapRequest(path));
  if (!hit) {
    console.warn(`No mapping found for ${store.urlPrefix}${path}`);
    return null;
  }
  if (hit._type === "product") {
    // The path's last part is the url key it was reached by: an old one moves on (301).
    const request = { slug: urlKeyOfPath(path), childSku: null };
    const result = await productPageFromHit(
      api,
      store,
      hit._source as ProductPageDocument,
      request,
    );
    return result && result.kind === "page" ? { kind: "product", page: result.page } : result;
  }
  if (hit._type === "category") {
    const id = hit._source.id;
    const page = id === undefined ? null : await loadCategoryPage(api, store, { id }, query);
    return page ? { kind: "category", page } : null;
  }
  const source = hit._source;
  if (!source.identifier || source.content === undefined) return null;
  const other = STORE_VIEWS[otherStoreCode(store.storeCode)];
  const page = cmsPageOf(
    {
      identifier: source.identifier,
      title: source.title ?? source.identifier,
      content: source.content,
      meta_description: source.meta_description ?? "",
    },
    store,
    (view) => storePath(view, path),
    other,
  );
  return { kind: "cms_page", page };
}

/** The url key a dispatcher path ends in (`jurken/midi-jurk.html` → `midi-jurk`), or null. */
function urlKeyOfPath(path: string): string | null {
  let last =
    path
      .replace(/\/+$/, "")
      .replace(/\.html$/, "")
      .split("/")
      .pop() ?? "";
  try {
    last = decodeURIComponent(last);
  } catch {
    return null;
  }
  return last || null;
}
