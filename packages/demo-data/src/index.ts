export { ATTRIBUTE_IDS } from "./catalogue/attributes";
export { CATEGORY_IDS, ROOT_CATEGORY_ID } from "./catalogue/categories";
export { CUSTOMER_TAX_CLASS_ID, NO_TAX_CLASS_ID, PRODUCT_TAX_CLASS_ID } from "./catalogue/tax";
export {
  createDemoCatalogue,
  DEFAULT_DEMO_SEED,
  DEMO_COUNTS,
  type DemoCatalogueOptions,
} from "./demo-catalogue";
export { renderDownloadFile } from "./downloads/render-download";
export { listMediaPaths } from "./media/list-media-paths";
export { renderMediaFile } from "./media/render-media";
export { createSyntheticCatalogue, type SyntheticCatalogueOptions } from "./synthetic-catalogue";
