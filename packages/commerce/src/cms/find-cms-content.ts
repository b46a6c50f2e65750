import type { CmsBlockDocument, CmsPageDocument, StoreView } from "@etalage/contracts";
import type { SearchEngine } from "@etalage/search";

export type CmsKind = "page" | "block";

/** A CMS page or block as the cms-data calls answer it, in the store view's language. */
export interface CmsContent {
  id: number;
  identifier: string;
  title: string;
  content: string;
  store_id: number;
}

export type CmsKey = { id: number } | { identifier: string };

/** A shop has tens of pages and blocks; the seed's block list asks for at most 150. */
const CMS_ITEMS_MAX = 1000;

/**
 * An active CMS page or block of a store view by id or identifier, read from the search index
 * (built from the database); null when there is none.
 */
export function findCmsContent(
  engine: SearchEngine,
  store: StoreView,
  kind: CmsKind,
  key: CmsKey,
): CmsContent | null {
  if (!engine.hasIndex(store.index)) return null;
  const type = kind === "page" ? "cms_page" : "cms_block";
  const hits = engine.search(store.index, type, {}, { size: CMS_ITEMS_MAX }).hits.hits;
  for (const hit of hits) {
    const item = hit._source as CmsPageDocument | CmsBlockDocument;
    const matches = "id" in key ? item.id === key.id : item.identifier === key.identifier;
    if (!matches || !item.active) continue;
    return {
      id: item.id,
      identifier: item.identifier,
      title: item.title,
      content: item.content,
      store_id: item.store_id,
    };
  }
  return null;
}
