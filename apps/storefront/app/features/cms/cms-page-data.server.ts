import {
  type ApiFetch,
  type CmsPageDocument,
  otherStoreCode,
  STORE_VIEWS,
  type StoreView,
  storePath,
} from "@etalage/contracts";
import { searchCatalog } from "../../lib/api/catalog";
import type { CmsPage } from "./cms-page";
import { sanitizeHtml } from "./sanitize-html.server";

const CMS_FIELDS = ["identifier", "title", "content", "meta_description"];

type CmsSource = Pick<CmsPageDocument, "identifier" | "title" | "content" | "meta_description">;

/** The active CMS page with this identifier in one store view, or null. */
async function findCmsPage(api: ApiFetch, store: StoreView, identifier: string) {
  const body = {
    query: { bool: { filter: [{ term: { identifier } }, { term: { active: true } }] } },
  };
  const result = await searchCatalog<CmsSource>(api, store, "cms_page", body, {
    size: 1,
    sourceInclude: CMS_FIELDS,
  });
  return result.items[0] ?? null;
}

/**
 * A CMS page (docs/specification/routes-and-screens.md: /i/{slug} and the static pages) with its HTML sanitised, or null.
 * `pathOf` gives the page's path in a store view, so both languages link to each other.
 */
export async function loadCmsPage(
  api: ApiFetch,
  store: StoreView,
  identifier: string,
  pathOf: (store: StoreView) => string = (view) => storePath(view, `/i/${identifier}`),
): Promise<CmsPage | null> {
  const other = STORE_VIEWS[otherStoreCode(store.storeCode)];
  const [page, twin] = await Promise.all([
    findCmsPage(api, store, identifier),
    findCmsPage(api, other, identifier).catch(() => null),
  ]);
  if (!page) {
    console.warn(`CMS query returned empty result: ${identifier}`);
    return null;
  }
  return cmsPageOf(page, store, pathOf, twin ? other : null);
}

/** A CMS document found some other way (the URL dispatcher's hit) as a page. */
export function cmsPageOf(
  page: CmsSource,
  store: StoreView,
  pathOf: (store: StoreView) => string,
  other: StoreView | null,
): CmsPage {
  return {
    identifier: page.identifier,
    title: page.title,
    html: sanitizeHtml(page.content),
    metaDescription: page.meta_description ?? "",
    alternates: {
      [store.storeCode]: pathOf(store),
      ...(other ? { [other.storeCode]: pathOf(other) } : {}),
    },
  };
}
