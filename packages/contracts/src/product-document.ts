import type { ProductType, Visibility } from "./catalogue-seed";

/**
 * A product's document in the catalogue search index, with its prices, stock, pictures and what
 * its type adds: a configurable's children and options, a bundle's options, links, custom options.
 */
export interface CustomAttributePair {
  attribute_code: string;
  value: string | number;
}

export interface StockDocument {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

export interface MediaGalleryEntry {
  image: string;
  pos: number;
  typ: "image";
  lab: string;
}

/** Prices are EUR; `price` excludes VAT (Magento convention), *_incl_tax include it. */
export interface PriceFields {
  price: number;
  price_incl_tax: number;
  price_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  original_final_price: number;
  special_price: number | null;
  original_special_price: number | null;
  special_price_incl_tax: number | null;
  special_price_tax: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
  final_price_incl_tax: number;
  final_price_tax: number;
  tax_class_id: number;
}

export interface ConfigurableChildDocument extends PriceFields {
  id: number;
  sku: string;
  name: string;
  status: number;
  visibility: Visibility;
  type_id: "simple" | "virtual";
  color: number | null;
  size: number | null;
  image: string;
  url_key: string;
  url_path: string;
  stock: StockDocument;
  qty: number;
  is_in_stock: boolean;
  custom_attributes: CustomAttributePair[];
  /**
   * The catalogue index keeps one object per variant: its entry here is also the variant's own
   * document (visibility 1). These carry what full-text search weighs in every document
   * (the variant's description, colour names and categories), so scores stay those of a full
   * document.
   */
  description?: string;
  color_labels?: string[];
  category?: ProductDocument["category"];
}

export interface ConfigurableOptionValue {
  value_index: number;
  label: string;
  /** Hex colour when the attribute is color. */
  swatch?: string;
}

export interface ConfigurableOption {
  id: number;
  attribute_id: number;
  attribute_code: string;
  label: string;
  position: number;
  values: ConfigurableOptionValue[];
}

export interface BundleProductLink {
  id: number;
  sku: string;
  qty: number;
  can_change_quantity: boolean;
  is_default: boolean;
  position: number;
  price: number;
  price_incl_tax: number;
  name: string;
}

export interface BundleOptionDocument {
  option_id: number;
  title: string;
  type: "select" | "radio" | "checkbox";
  required: boolean;
  position: number;
  sku: string;
  product_links: BundleProductLink[];
}

export interface ProductLinkDocument {
  sku: string;
  link_type: "associated" | "related";
  linked_product_sku: string;
  linked_product_type: ProductType;
  position: number;
  qty: number;
}

export interface CustomOptionDocument {
  option_id: number;
  title: string;
  type: "field" | "area" | "drop_down";
  is_require: boolean;
  max_characters?: number;
  values: { option_type_id: number; title: string; price: number; price_incl_tax: number }[];
}

export interface ProductDocument extends PriceFields {
  id: number;
  sku: string;
  name: string;
  description: string;
  short_description: string;
  type_id: ProductType;
  status: number;
  visibility: Visibility;
  url_key: string;
  url_path: string;
  slug: string;
  image: string;
  thumbnail: string;
  small_image: string;
  media_gallery: MediaGalleryEntry[];
  category_ids: number[];
  category: { category_id: number; name: string; slug: string; path: string }[];
  stock: StockDocument;
  qty: number;
  is_in_stock: boolean;
  color: number | null;
  size: number | null;
  erin_recommends: number;
  /** Option ids of the enabled configurable children, so colour/size filters find parents. */
  color_options: number[];
  size_options: number[];
  /** Colour names (store language) of the product and its enabled children, for text search. */
  color_labels: string[];
  configurable_children: ConfigurableChildDocument[];
  configurable_options: ConfigurableOption[];
  bundle_options: BundleOptionDocument[];
  product_links: ProductLinkDocument[];
  custom_options: CustomOptionDocument[];
  downloadable_links: { title: string }[];
  tier_prices: [];
  news_from_date: string | null;
  news_to_date: string | null;
  new: 0 | 1;
  sale: 0 | 1;
  created_at: string;
  updated_at: string;
  weight: number;
  rating_summary: { count: number; average: number };
  custom_attributes: CustomAttributePair[];
  /**
   * docs/specification/entities.md "errors": problems the storefront found with this product as configured (e.g.
   * `variants: "No available product variants"`). Not in the index; any entry blocks adding to
   * the cart and is shown.
   */
  errors?: Record<string, string | null>;
}
