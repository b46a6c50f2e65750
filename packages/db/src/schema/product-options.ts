import type { SeedBundleOption, SeedCustomOption } from "@etalage/contracts";
import type { Generated } from "kysely";

/** Bundle options, product links, custom options and download links of products. */
export interface BundleOptionsTable {
  id: number;
  product_id: number;
  title_nl: string;
  title_en: string;
  type: SeedBundleOption["type"];
  required: number;
  position: number;
}

export interface BundleSelectionsTable {
  id: Generated<number>;
  option_id: number;
  /** The product this selection puts in the bundle. */
  product_id: number;
  qty: number;
  is_default: number;
  position: number;
}

export type ProductLinkType = "associated" | "related";

/** Grouped products' children ("associated", with qty) and related products. */
export interface ProductLinksTable {
  id: Generated<number>;
  product_id: number;
  linked_product_id: number;
  link_type: ProductLinkType;
  qty: number;
  position: number;
}

export interface CustomOptionsTable {
  id: number;
  product_id: number;
  title_nl: string;
  title_en: string;
  type: SeedCustomOption["type"];
  required: number;
  max_characters: number | null;
  position: number;
}

export interface CustomOptionValuesTable {
  id: number;
  option_id: number;
  title_nl: string;
  title_en: string;
  /** Excluding VAT, added to the line. */
  price: number;
  position: number;
}

export interface DownloadLinksTable {
  id: Generated<number>;
  product_id: number;
  title_nl: string;
  title_en: string;
  /** Path under DATA_DIR/downloads. */
  file: string;
  position: number;
}
