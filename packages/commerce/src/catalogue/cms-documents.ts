import {
  type CatalogueDocuments,
  type SeedCmsBlock,
  type SeedCmsPage,
  STORE_VIEWS,
  type StoreCode,
} from "@etalage/contracts";

type CmsDocuments = Pick<CatalogueDocuments, "cms_page" | "cms_block" | "cms_hierarchy">;

/** CMS pages and blocks in one store's language, with its store id (1 nl, 2 en); the hierarchy is flat. */
export function cmsDocuments(
  pages: readonly SeedCmsPage[],
  blocks: readonly SeedCmsBlock[],
  store: StoreCode,
): CmsDocuments {
  const storeId = STORE_VIEWS[store].storeId;
  return {
    cms_page: pages.map((page) => ({
      ...cmsEntry(page, store, storeId),
      meta_description: page.metaDescription[store],
    })),
    cms_block: blocks.map((block) => cmsEntry(block, store, storeId)),
    cms_hierarchy: pages.map((page) => ({
      id: page.id,
      identifier: page.identifier,
      title: page.title[store],
      parent_id: null,
    })),
  };
}

/** What a CMS page's and a block's documents share, in the store's language. */
function cmsEntry(entry: SeedCmsBlock, store: StoreCode, storeId: number) {
  return {
    id: entry.id,
    identifier: entry.identifier,
    title: entry.title[store],
    content: entry.content[store],
    active: entry.isActive,
    store_id: storeId,
  };
}
