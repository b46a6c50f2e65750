import type {
  ConfigurableChildDocument,
  PriceFields,
  SeedProduct,
  StoreCode,
} from "@etalage/contracts";
import type { CatalogueLookup } from "./catalogue-lookup";
import type { CategoryTree } from "./category-tree";
import type { RatingSummary } from "./review-documents";
import type { SharedParts } from "./shared-parts";

/** Everything a product document needs, looked up once per build of one store view. */
export interface ProductBuildContext {
  store: StoreCode;
  now: Date;
  lookup: CatalogueLookup;
  tree: CategoryTree;
  ratings: Map<string, RatingSummary>;
  /** VAT percent of a product tax class for the default customer group (nobody logged in). */
  rateOf(taxClassId: number): number;
  /** A product's own price fields. */
  pricesOf(product: SeedProduct): PriceFields;
  /** A product's url_path. */
  urlPathOf(product: SeedProduct): string;
  /**
   * A configurable child as its parent carries it, made once: the same object is the child's
   * own document, so each variant is held once per store view.
   */
  variantOf(child: SeedProduct, parent: SeedProduct): ConfigurableChildDocument;
  /** Equal parts of documents as one object, across the store views built with it. */
  shared: SharedParts;
}
