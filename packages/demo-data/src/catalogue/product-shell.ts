import type { SeedProduct } from "@etalage/contracts";
import { PRODUCT_TAX_CLASS_ID } from "./tax";

/**
 * One empty list shared by every product that has none of a kind of link, so a large
 * catalogue does not hold a million empty arrays. Treat catalogue lists as read-only.
 */
export const NONE: never[] = [];

/** What a caller says of a new product; the rest starts as `newProduct` sets it. */
export type ProductCore = Pick<
  SeedProduct,
  | "sku"
  | "typeId"
  | "name"
  | "description"
  | "shortDescription"
  | "urlKey"
  | "visibility"
  | "price"
  | "createdAt"
  | "updatedAt"
  | "weight"
  | "images"
>;

/** A product with every field set: enabled, in stock, no offer, no links; the caller fills in the rest. */
export function newProduct(core: ProductCore): SeedProduct {
  return {
    id: 0,
    sku: core.sku,
    typeId: core.typeId,
    name: core.name,
    description: core.description,
    shortDescription: core.shortDescription,
    urlKey: core.urlKey,
    status: 1,
    visibility: core.visibility,
    price: core.price,
    specialPrice: null,
    specialFromDate: null,
    specialToDate: null,
    taxClassId: PRODUCT_TAX_CLASS_ID,
    categoryIds: NONE,
    attributes: {},
    qty: 0,
    isInStock: true,
    manageStock: true,
    newsFromDate: null,
    newsToDate: null,
    createdAt: core.createdAt,
    updatedAt: core.updatedAt,
    weight: core.weight,
    images: core.images,
    parentId: null,
    configurableAttributes: NONE,
    bundleOptions: NONE,
    groupedLinks: NONE,
    customOptions: NONE,
    downloadLinks: NONE,
    relatedSkus: NONE,
  };
}
