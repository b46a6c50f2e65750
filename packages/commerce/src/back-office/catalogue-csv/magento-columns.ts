import type { Localized, ProductType, Visibility } from "@etalage/contracts";

/** The columns of Magento 2's product export, in its order: what import and export read and write. */
export const MAGENTO_COLUMNS = [
  "sku",
  "store_view_code",
  "attribute_set_code",
  "product_type",
  "categories",
  "product_websites",
  "name",
  "description",
  "short_description",
  "weight",
  "product_online",
  "visibility",
  "price",
  "special_price",
  "special_price_from_date",
  "special_price_to_date",
  "url_key",
  "meta_title",
  "meta_description",
  "base_image",
  "small_image",
  "thumbnail_image",
  "additional_images",
  "additional_attributes",
  "qty",
  "is_in_stock",
  "configurable_variations",
  "configurable_variation_labels",
  "related_skus",
] as const;

export type MagentoColumn = (typeof MAGENTO_COLUMNS)[number];
export type MagentoRow = Record<MagentoColumn, string>;

/** The columns a store view's row carries: its own texts and option labels. */
export const STORE_VIEW_COLUMNS: readonly MagentoColumn[] = [
  "name",
  "description",
  "short_description",
  "url_key",
  "additional_attributes",
];

/** The store view whose values the row without a store_view_code carries. */
export const DEFAULT_STORE = "nl";
export const OTHER_STORES = ["en"] as const;

export const VISIBILITY_WORDS: Record<Visibility, string> = {
  1: "Not Visible Individually",
  2: "Catalog",
  3: "Search",
  4: "Catalog, Search",
};

/** The select attributes a row's additional_attributes carries (a variant's colour and size). */
export const OPTION_CODES = ["color", "size"] as const;

/** The product types the import writes; the export writes every type. */
export const IMPORTED_TYPES = ["simple", "configurable", "virtual"] as const;
export type ImportedType = (typeof IMPORTED_TYPES)[number];

/**
 * The shop's other product types: its export writes them, its import leaves them as they are.
 * Keyed by the shop's own type list, so a new type must be named here or among the imported.
 */
const NOT_IMPORTED: Record<Exclude<ProductType, ImportedType>, true> = {
  bundle: true,
  grouped: true,
  downloadable: true,
};
export const isNotImportedType = (type: string) => Object.hasOwn(NOT_IMPORTED, type);

/** A product as one group of CSV rows says it: the default row and its store views' rows. */
export interface CsvProduct {
  sku: string;
  type: string;
  categories: string[];
  name: Localized;
  description: Localized;
  shortDescription: Localized;
  urlKey: Localized;
  weight: number;
  online: boolean;
  visibility: Visibility;
  price: number;
  specialPrice: number | null;
  /** `YYYY-MM-DD`. */
  specialFrom: string | null;
  specialTo: string | null;
  images: string[];
  /** color and size, with their labels per store view. */
  options: { code: string; label: Localized }[];
  qty: number;
  inStock: boolean;
  /** A configurable's variants, by sku. */
  variations: string[];
  related: string[];
}

/** A number as the CSV writes it: no exponent, at most 4 decimals, no trailing zeros. */
export const csvNumber = (value: number) => String(Number(value.toFixed(4)));
