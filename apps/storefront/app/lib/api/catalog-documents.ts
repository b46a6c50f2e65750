import type { CategoryDocument, ProductDocument } from "@etalage/contracts";

/**
 * The fields a product card shows, and no more: fetched with `_source_include` and handed to the
 * browser in every list page's data, so each field costs 50 times per page.
 */
export const PRODUCT_CARD_FIELDS = [
  "sku",
  "name",
  "url_key",
  "image",
  "price_incl_tax",
  "original_price_incl_tax",
  "final_price_incl_tax",
] as const satisfies readonly (keyof ProductDocument)[];

export type ProductCardDocument = Pick<ProductDocument, (typeof PRODUCT_CARD_FIELDS)[number]>;

/** The fields of a category the menu, tiles and breadcrumbs use (not the nested children_data). */
export const CATEGORY_SUMMARY_FIELDS = [
  "id",
  "parent_id",
  "parent_ids",
  "name",
  "url_key",
  "url_path",
  "position",
  "level",
  "include_in_menu",
  "is_active",
  "product_count",
] as const satisfies readonly (keyof CategoryDocument)[];

export type CategorySummary = Pick<CategoryDocument, (typeof CATEGORY_SUMMARY_FIELDS)[number]>;
