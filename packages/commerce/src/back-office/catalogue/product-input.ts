import type { Localized, ProductFields } from "@etalage/contracts";

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
 * A product as the back office writes it: the fields it shows again, with its variants by sku.
 * On a change, a field left out stays as it is, and variants are added or changed by sku (a
 * variant is taken out of sale by disabling it).
 */
export interface ProductInput extends ProductFields {
  variants: VariantInput[];
}

export interface NewProductInput extends Partial<ProductInput> {
  sku: string;
  type: "simple" | "configurable";
  name: Localized;
  price: number;
}

export type ProductChanges = Partial<ProductInput>;
