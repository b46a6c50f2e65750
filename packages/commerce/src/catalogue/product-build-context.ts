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
import { type RatingSummary, ratingSummaries } from "./review-documents";

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
}

export function productBuildContext(
  catalogue: Omit<CatalogueSeed, "content">,
  taxRules: readonly TaxRuleDocument[],
  store: StoreCode,
  now: Date,
  taxConfig: TaxConfig,
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
  return {
    store,
    now,
    lookup: catalogueLookup(catalogue.products, catalogue.attributes),
    tree: categoryTree(catalogue.categories, store),
    ratings: ratingSummaries(catalogue.reviews, store),
    rateOf,
    pricesOf,
  };
}
