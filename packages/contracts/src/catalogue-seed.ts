import type { Localized, StoreCode } from "./store";
import type { StoreContent } from "./store-content";

/**
 * The catalogue as the demo generator writes it and the database gives it back
 * (`readCatalogue`). One shape for both, so the search documents are built from either.
 */
export type ProductType =
  | "simple"
  | "configurable"
  | "grouped"
  | "bundle"
  | "virtual"
  | "downloadable";

/** 1 not visible individually, 2 catalogue, 3 search, 4 catalogue and search. */
export type Visibility = 1 | 2 | 3 | 4;

export interface SeedCategory {
  id: number;
  /** 1 for the root (id 2); the root's children have parentId 2. */
  parentId: number;
  name: Localized;
  urlKey: Localized;
  position: number;
  isActive: boolean;
  includeInMenu: boolean;
}

export interface SeedAttributeOption {
  /** Option id, unique across attributes. */
  value: number;
  label: Localized;
  /** Hex colour for colour swatches (color attribute only). */
  swatch?: string;
  position: number;
}

export interface SeedAttribute {
  id: number;
  code: string;
  label: Localized;
  frontendInput: "select" | "multiselect" | "boolean" | "text" | "price";
  isUserDefined: boolean;
  isVisible: boolean;
  isComparable: boolean;
  isFilterable: boolean;
  position: number;
  options: SeedAttributeOption[];
}

export interface SeedBundleSelection {
  sku: string;
  qty: number;
  isDefault: boolean;
  position: number;
}

export interface SeedBundleOption {
  optionId: number;
  title: Localized;
  type: "select" | "radio" | "checkbox";
  required: boolean;
  position: number;
  selections: SeedBundleSelection[];
}

export interface SeedGroupedLink {
  sku: string;
  qty: number;
  position: number;
}

export interface SeedCustomOptionValue {
  id: number;
  title: Localized;
  /** Price excluding VAT added to the line. */
  price: number;
}

export interface SeedCustomOption {
  optionId: number;
  title: Localized;
  type: "field" | "area" | "drop_down";
  required: boolean;
  maxCharacters?: number;
  values: SeedCustomOptionValue[];
}

export interface SeedDownloadLink {
  title: Localized;
  /** Path under DATA_DIR/downloads. */
  file: string;
}

export interface SeedImage {
  /** Path under DATA_DIR/media, e.g. "catalog/jurken/ss-1001-rood-1.svg". */
  path: string;
  label: Localized;
  position: number;
}

export interface SeedProduct {
  id: number;
  sku: string;
  typeId: ProductType;
  name: Localized;
  description: Localized;
  shortDescription: Localized;
  urlKey: Localized;
  /** 1 enabled, 2 disabled. */
  status: number;
  visibility: Visibility;
  /** Price excluding VAT, in EUR. */
  price: number;
  specialPrice: number | null;
  /** ISO date-time, inclusive; null means open. */
  specialFromDate: string | null;
  specialToDate: string | null;
  taxClassId: number;
  categoryIds: number[];
  /** Attribute code to option value (select), 0/1 (boolean) or text. */
  attributes: Record<string, number | string>;
  qty: number;
  isInStock: boolean;
  manageStock: boolean;
  newsFromDate: string | null;
  newsToDate: string | null;
  createdAt: string;
  updatedAt: string;
  weight: number;
  images: SeedImage[];
  /** Configurable children point at their parent. */
  parentId: number | null;
  /** On a configurable parent: attribute codes its children vary in, e.g. ["color","size"]. */
  configurableAttributes: string[];
  bundleOptions: SeedBundleOption[];
  groupedLinks: SeedGroupedLink[];
  customOptions: SeedCustomOption[];
  downloadLinks: SeedDownloadLink[];
  /** Related products (up-sell/cross-sell style), by sku. */
  relatedSkus: string[];
}

export interface SeedTaxRate {
  id: number;
  code: string;
  /** Percent, e.g. 21. */
  rate: number;
  countryId: string;
  regionId: number;
  regionName: string;
  postcode: string;
}

export interface SeedTaxRule {
  id: number;
  code: string;
  priority: number;
  productTaxClassIds: number[];
  customerTaxClassIds: number[];
  rates: SeedTaxRate[];
}

export interface SeedTaxClass {
  id: number;
  name: string;
  type: "PRODUCT" | "CUSTOMER";
}

export interface SeedCustomerGroup {
  id: number;
  code: string;
  taxClassId: number;
}

export interface SeedCmsPage {
  id: number;
  identifier: string;
  title: Localized;
  /** Trusted HTML written by the shop. */
  content: Localized;
  metaDescription: Localized;
  isActive: boolean;
}

export interface SeedCmsBlock {
  id: number;
  identifier: string;
  title: Localized;
  content: Localized;
  isActive: boolean;
}

export interface SeedReview {
  id: number;
  productSku: string;
  storeCode: StoreCode;
  nickname: string;
  title: string;
  detail: string;
  /** 1..5 stars; null when written without stars. */
  rating: number | null;
  /** 1 approved, 2 pending, 3 not approved. */
  status: number;
  createdAt: string;
}

export interface SeedCoupon {
  code: string;
  /** Percent off the subtotal including VAT. */
  discountPercent: number;
  fromDate: string | null;
  toDate: string | null;
  isActive: boolean;
  description: Localized;
}

export interface CatalogueSeed {
  categories: SeedCategory[];
  attributes: SeedAttribute[];
  /** Parents first, then children; every child's parentId names a product in this list. */
  products: SeedProduct[];
  taxClasses: SeedTaxClass[];
  taxRules: SeedTaxRule[];
  customerGroups: SeedCustomerGroup[];
  cmsPages: SeedCmsPage[];
  cmsBlocks: SeedCmsBlock[];
  reviews: SeedReview[];
  coupons: SeedCoupon[];
  content: Record<StoreCode, StoreContent>;
}
