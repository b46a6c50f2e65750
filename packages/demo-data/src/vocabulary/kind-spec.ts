import type { Localized } from "@etalage/contracts";
import type { CategoryKey } from "../catalogue/categories";
import type { ColourCode } from "../catalogue/colours";
import type { MaterialCode } from "../catalogue/materials";

/** What the shop sells; each kind has its own category, words, prices and picture. */
export type GarmentKind =
  | "dress"
  | "coat"
  | "trousers"
  | "skirt"
  | "cardigan"
  | "sandal"
  | "boot"
  | "loafer"
  | "bag"
  | "perfume";

export interface Noun {
  nl: string;
  en: string;
  /** Picture variant, e.g. "wrap" draws a wrap dress. */
  variant: string;
  materials: readonly MaterialCode[];
  /** The noun already carries an adjective ("gebreid vest"): no material word in front. */
  bare?: boolean;
  /** Sold in one size, as a simple product. */
  oneSize?: boolean;
}

export interface Detail {
  nl: string;
  en: string;
  /** English puts it before the noun ("Floral summer dress"), Dutch after ("… met bloemenprint"). */
  before?: boolean;
  /** A print the picture shows. */
  print?: "floral" | "dots";
  /** An extra description sentence (perfume notes). */
  sentence?: Localized;
  /** Picture colour when the product has no colour of its own (perfume). */
  hex?: string;
  /** Only with these picture variants. */
  variants?: readonly string[];
}

export interface KindSpec {
  kind: GarmentKind;
  category: CategoryKey;
  /** Shoes are listed in "Schoenen" as well as their own subcategory. */
  alsoIn?: CategoryKey;
  skuPrefix: string;
  sizes: "clothing" | "shoes" | null;
  /** Shop prices including VAT. */
  prices: readonly number[];
  colours: readonly ColourCode[];
  /** Kilograms. */
  weight: number;
  nouns: readonly Noun[];
  details: readonly Detail[];
  /** First sentence of a description. */
  openers: readonly Localized[];
  fits: readonly Localized[];
  styling: readonly Localized[];
  /** Short descriptions. */
  taglines: readonly Localized[];
}
