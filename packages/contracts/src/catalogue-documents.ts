import type { ProductDocument } from "./product-document";

/**
 * The documents of the catalogue search index (`_source` of `/api/catalog/{index}/{type}/_search`),
 * in the Magento/Vue Storefront field names of docs/specification/entities.md. One index per store view, so texts are
 * already in that store's language.
 */
export interface CategoryDocument {
  id: number;
  parent_id: number;
  parent_ids: number[];
  name: string;
  slug: string;
  path: string;
  level: number;
  position: number;
  is_active: boolean;
  include_in_menu: number;
  product_count: number;
  children_count: number;
  url_key: string;
  url_path: string;
  children_data: CategoryDocument[];
}

export interface AttributeDocument {
  attribute_id: number;
  attribute_code: string;
  default_frontend_label: string;
  frontend_label: string;
  frontend_input: string;
  is_user_defined: boolean;
  is_visible: boolean;
  is_comparable: boolean;
  is_filterable: boolean;
  position: number;
  options: { label: string; value: string; swatch?: string }[];
}

export interface TaxRateDocument {
  id: number;
  code: string;
  rate: number;
  tax_country_id: string;
  tax_region_id: number;
  region_name: string;
  tax_postcode: string;
}

export interface TaxRuleDocument {
  id: number;
  code: string;
  priority: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  tax_rate_ids: number[];
  rates: TaxRateDocument[];
}

export interface CmsPageDocument {
  id: number;
  identifier: string;
  title: string;
  content: string;
  meta_description: string;
  active: boolean;
  store_id: number;
}

export interface CmsBlockDocument {
  id: number;
  identifier: string;
  title: string;
  content: string;
  active: boolean;
  store_id: number;
}

export interface ReviewDocument {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  /** 1..5 stars; null for a review written without stars. */
  rating: number | null;
  review_status: number;
  created_at: string;
}

/** What the index of one store view holds, by entity type. */
export interface CatalogueDocuments {
  product: ProductDocument[];
  category: CategoryDocument[];
  attribute: AttributeDocument[];
  taxrule: TaxRuleDocument[];
  review: ReviewDocument[];
  cms_page: CmsPageDocument[];
  cms_block: CmsBlockDocument[];
  cms_hierarchy: { id: number; identifier: string; title: string; parent_id: number | null }[];
}

export type EntityType = keyof CatalogueDocuments;
export const ENTITY_TYPES: readonly EntityType[] = [
  "product",
  "category",
  "attribute",
  "taxrule",
  "review",
  "cms_page",
  "cms_block",
  "cms_hierarchy",
];
