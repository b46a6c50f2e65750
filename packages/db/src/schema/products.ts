import type { ProductType, Visibility } from "@etalage/contracts";
import type { Generated } from "kysely";

/**
 * Products of every type and what hangs off each of them directly. Prices exclude VAT and are
 * doubles (4 decimals happen); dates are ISO strings in text columns.
 */
export interface ProductsTable {
  id: number;
  sku: string;
  type_id: ProductType;
  /** Configurable children point at their parent. */
  parent_id: number | null;
  name_nl: string;
  name_en: string;
  description_nl: string;
  description_en: string;
  short_description_nl: string;
  short_description_en: string;
  url_key_nl: string;
  url_key_en: string;
  /** 1 enabled, 2 disabled. */
  status: number;
  visibility: Visibility;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class_id: number;
  news_from_date: string | null;
  news_to_date: string | null;
  weight: number;
  created_at: string;
  updated_at: string;
}

export interface StockItemsTable {
  product_id: number;
  qty: number;
  is_in_stock: number;
  manage_stock: number;
}

/** A select option id, 0/1 of a boolean or a number goes to value_number; text to value_text. */
export interface ProductAttributeValuesTable {
  product_id: number;
  attribute_id: number;
  value_number: number | null;
  value_text: string | null;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  /** Path under DATA_DIR/media. */
  path: string;
  label_nl: string;
  label_en: string;
  position: number;
}

/** The attributes a configurable parent's children vary in. */
export interface ProductConfigurableAttributesTable {
  product_id: number;
  attribute_id: number;
  position: number;
}

/** A url key a product had before, per store view (migration 0240). */
export interface ProductUrlRewritesTable {
  store_code: string;
  url_key: string;
  product_id: number;
  created_at: string;
}
