import {
  type ApiFetch,
  CMS_BLOCK_LIST_SIZE,
  CMS_BLOCK_LIST_START,
  CMS_EMPTY_RESULT,
  type CmsBlockDocument,
  cmsIdentifierQuery,
  cmsLikeQuery,
  type StoreView,
} from "@etalage/contracts";
import { searchCatalog } from "../../lib/api/catalog";
import type { CmsBlock } from "./cms-block";
import { sanitizeHtml } from "./sanitize-html.server";

const BLOCK_FIELDS = ["id", "identifier", "title", "content"];

type BlockSource = Pick<CmsBlockDocument, "id" | "identifier" | "title" | "content">;

/** Which blocks to show: one by identifier, some by id, or the whole list (docs/specification/api-calls.md). */
export type CmsBlockChoice = { identifier: string } | { ids: number[] } | "all";

/**
 * The store view's active CMS blocks through the catalogue search: by identifier (equals), by id
 * (`like` on the id field) or all of them, at most 150 from the start (docs/specification/constants.md). An empty
 * answer is logged with the seed's message and gives an empty list.
 */
export async function loadCmsBlocks(
  api: ApiFetch,
  store: StoreView,
  choice: CmsBlockChoice,
): Promise<CmsBlock[]> {
  const body =
    choice === "all"
      ? cmsLikeQuery("cms_block", "identifier")
      : "identifier" in choice
        ? cmsIdentifierQuery("cms_block", choice.identifier)
        : cmsLikeQuery("cms_block", "id", choice.ids);
  const result = await searchCatalog<BlockSource>(api, store, "cms_block", body, {
    size: CMS_BLOCK_LIST_SIZE,
    from: CMS_BLOCK_LIST_START,
    sort: "id:asc",
    sourceInclude: BLOCK_FIELDS,
  });
  if (result.items.length === 0) {
    console.warn(`${CMS_EMPTY_RESULT}: cms_block ${JSON.stringify(choice)} in ${store.storeCode}`);
  }
  return result.items.map((block) => ({
    id: block.id,
    identifier: block.identifier,
    title: block.title,
    html: sanitizeHtml(block.content),
  }));
}
