import type { Localized, Visibility } from "@etalage/contracts";

/** A colour or size: an option's id, or its label in either language (a new label adds one). */
export type OptionChoice = number | string;

export interface VariantInput {
  sku: string;
  color: OptionChoice;
  size: OptionChoice;
  /** Excluding VAT; the parent's price when left out. */
  price?: number;
  qty: number;
  status?: "enabled" | "disabled";
}

/**
 * A product as the back office writes it. Prices exclude VAT, as the shop keeps them; days are
 * `YYYY-MM-DD` in the shop's calendar. On a change, a field left out stays as it is, and
 * variants are added or changed by sku (a variant is taken out of sale by disabling it).
 */
export interface ProductInput {
  name: Localized;
  description: Localized;
  short_description: Localized;
  url_key: Localized;
  price: number;
  special_price: number | null;
  special_price_from: string | null;
  special_price_to: string | null;
  status: "enabled" | "disabled";
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
  variants: VariantInput[];
}

export interface NewProductInput extends Partial<ProductInput> {
  sku: string;
  type: "simple" | "configurable";
  name: Localized;
  price: number;
}

export type ProductChanges = Partial<ProductInput>;
