import type {
  CatalogueSeed,
  PriceFields,
  SeedProduct,
  StoreCode,
  TaxRuleDocument,
} from "@etalage/contracts";
import { customerTaxClassOf, priceFields, type TaxConfig, taxRatePercent } from "@etalage/pricing";
import { type CatalogueLookup, catalogueLookup } from "./catalogue-lookup";
import { type CategoryTree, categoryTree } from "./category-tree";
import { productUrlPath } from "./product-categories";
import { type RatingSummary, ratingSummaries } from "./review-documents";
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
  /** A product's own price fields, worked out once per product. */
  pricesOf(product: SeedProduct): PriceFields;
  /** A product's url_path, worked out once: its own document and its parent's entry share it. */
  urlPathOf(product: SeedProduct): string;
  /** Equal parts of documents as one object, across the store views built with it. */
  shared: SharedParts;
}

export function productBuildContext(
  catalogue: Omit<CatalogueSeed, "content">,
  taxRules: readonly TaxRuleDocument[],
  store: StoreCode,
  now: Date,
  taxConfig: TaxConfig,
  shared: SharedParts,
): ProductBuildContext {
  const customerTaxClass = customerTaxClassOf(catalogue.customerGroups);
  const rates = new Map<number, number>();
  const rateOf = (taxClassId: number): number => {
    let rate = rates.get(taxClassId);
    if (rate === undefined) {
      rate = taxRatePercent(taxRules, taxClassId, customerTaxClass, taxConfig);
      rates.set(taxClassId, rate);
    }
    return rate;
  };
  const prices = new Map<number, PriceFields>();
  const pricesOf = (product: SeedProduct): PriceFields => {
    let fields = prices.get(product.id);
    if (!fields) {
      fields = priceFields(product, rateOf(product.taxClassId), now);
      prices.set(product.id, fields);
    }
    return fields;
  };
  const lookup = catalogueLookup(catalogue.products, catalogue.attributes);
  const tree = categoryTree(catalogue.categories, store);
  const urlPaths = new Map<number, string>();
  const urlPathOf = (product: SeedProduct): string => {
    let path = urlPaths.get(product.id);
    if (path === undefined) {
      const parent =
        product.parentId === null ? undefined : lookup.productsById.get(product.parentId);
      path = productUrlPath(tree, product, product.urlKey[store], parent);
      urlPaths.set(product.id, path);
    }
    return path;
  };
  return {
    store,
    now,
    lookup,
    tree,
    ratings: ratingSummaries(catalogue.reviews, store),
    rateOf,
    pricesOf,
    urlPathOf,
    shared,
  };
}
