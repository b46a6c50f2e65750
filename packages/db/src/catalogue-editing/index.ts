export {
  insertCategoryRow,
  nextCategoryId,
  readCategoryRows,
  updateCategoryRow,
} from "./category-writes";
export {
  ensureSelectAttribute,
  insertProductCategoryRows,
  insertProductImageRows,
  insertProductRows,
  releaseVariants,
  replaceProductImages,
  setProductOptionRows,
  setProductStock,
  setStockRows,
} from "./import-writes";
export {
  deleteMediaFile,
  deleteProductImage,
  insertMediaFile,
  insertProductImage,
  type ProductImageRow,
  picturesUsing,
  readProductImages,
  updateProductImage,
} from "./product-images";
export {
  type AttributeWithOptions,
  existingCategoryIds,
  insertAttributeOption,
  insertProductRow,
  nextProductId,
  productIdsBySku,
  readAttributeWithOptions,
  replaceConfigurableAttributes,
  replaceProductCategories,
  replaceRelatedProducts,
  setProductOption,
  setProductQty,
  updateProductRow,
  urlKeyTakenBy,
} from "./product-writes";
export {
  type OptionRow,
  readStaffProduct,
  type StaffProductRows,
  type VariantRow,
} from "./staff-product";
export {
  type ProductListFilter,
  type ProductListRow,
  readProductListRows,
} from "./staff-product-list";
export { keepOldUrlKey, productOfOldUrlKey } from "./url-rewrites";
