export {
  buildCatalogueDocuments,
  buildChangedProductDocuments,
  type CatalogueBuildOptions,
  SHOP_TAX_COUNTRY,
  type StoreViewDocuments,
} from "./build-catalogue-documents";
export { isListed } from "./category-product-counts";
export { ROOT_CATEGORY_ID, TREE_ROOT_ID } from "./category-tree";
export { isOfferedPart } from "./linked-part-status";
export type { CatalogueProduct } from "./product-document";
export { APPROVED_REVIEW_STATUS } from "./review-documents";
export { SharedParts } from "./shared-parts";
