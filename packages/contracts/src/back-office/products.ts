import type { ProductType, Visibility } from "../catalogue-seed";
import type { Localized } from "../store";

/** Whether a product is on sale; the shop stores it as 1 and 2. */
export type ProductStatus = "enabled" | "disabled";

/** A row of `GET /api/admin/products`: a product a shopper finds (no variants), excluding VAT. */
export interface ProductListRow {
  sku: string;
  type: ProductType;
  name: Localized;
  status: ProductStatus;
  visibility: number;
  price: number;
  special_price: number | null;
  qty: number;
  updated_at: string;
}

/**
 * What the back office writes of a product, and shows again. Prices exclude VAT, as the shop
 * keeps them; days are `YYYY-MM-DD` in the shop's calendar.
 */
export interface ProductFields {
  name: Localized;
  description: Localized;
  short_description: Localized;
  url_key: Localized;
  price: number;
  special_price: number | null;
  special_price_from: string | null;
  special_price_to: string | null;
  status: ProductStatus;
  visibility: Visibility;
  news_from: string | null;
  news_to: string | null;
  weight: number;
  /** Category ids, the first one the product's main category. */
  categories: number[];
  /** Skus of the products shown with it. */
  related: string[];
  /** A simple product's pieces. */
  qty: number;
}

/** A variant's colour or size: the option's id and its label in both languages. */
export interface VariantOption {
  id: number;
  label: Localized;
}

/** A variant of a configurable, as the editor's grid shows it. */
export interface StaffVariant {
  sku: string;
  color: VariantOption | null;
  size: VariantOption | null;
  price: number;
  qty: number;
  status: ProductStatus;
}

/** A product's picture; the picture routes answer the product's pictures in their order. */
export interface StaffPicture {
  id: number;
  path: string;
  /** The picture through the shop's picture sizes. */
  url: string;
  alt: Localized;
  position: number;
}

/**
 * `GET /api/admin/products/{sku}` (and what a new product or a change answers): one product as
 * the back office shows and edits it, with what the shop adds to what it writes.
 */
export interface StaffProduct extends ProductFields {
  sku: string;
  type: ProductType;
  /** The configurable this variant belongs to. */
  parent_sku: string | null;
  configurable_attributes: string[];
  variants: StaffVariant[];
  images: StaffPicture[];
  updated_at: string;
}

/** `POST /api/admin/products/bulk`: which of the products named changed. */
export interface BulkResult {
  /** The products that changed, by sku. */
  changed: string[];
  /** The products that already were as asked. */
  unchanged: string[];
}
