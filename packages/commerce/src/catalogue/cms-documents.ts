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
      id: page.id,
      identifier: page.identifier,
      title: page.title[store],
      content: page.content[store],
      meta_description: page.metaDescription[store],
      active: page.isActive,
      store_id: storeId,
    })),
    cms_block: blocks.map((block) => ({
      id: block.id,
      identifier: block.identifier,
      title: block.title[store],
      content: block.content[store],
      active: block.isActive,
      store_id: storeId,
    })),
    cms_hierarchy: pages.map((page) => ({
      id: page.id,
      identifier: page.identifier,
      title: page.title[store],
      parent_id: null,
    })),
  };
}
