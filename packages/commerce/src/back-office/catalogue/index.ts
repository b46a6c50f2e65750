export { type BulkChange, bulkEditProducts, priceByPercent } from "./bulk-edit";
export type { CatalogueDesk, CatalogueEdit } from "./catalogue-desk";
export {
  type CategoryInput,
  categoryTreeForStaff,
  createCategory,
  updateCategory,
} from "./category-editing";
export { FieldRefusal, refuseField } from "./field-refusal";
export { productForStaff } from "./product-for-staff";
export type {
  NewProductInput,
  OptionChoice,
  ProductChanges,
  ProductInput,
  VariantInput,
} from "./product-input";
export { LOW_STOCK_AT, listProducts, type ProductListQuery } from "./product-list";
export {
  addPicture,
  changePicture,
  type NewPicture,
  orderPictures,
  type PictureChanges,
  removePicture,
} from "./product-pictures";
export { createProduct, updateProduct } from "./save-product";
export { type StockTarget, stockTargets } from "./stock-targets";
