import type {
  CatalogueSeed,
  ConfigurableChildDocument,
  PriceFields,
  SeedProduct,
  StoreCode,
  TaxRuleDocument,
} from "@etalage/contracts";
import { customerTaxClassOf, priceFields, type TaxConfig, taxRatePercent } from "@etalage/pricing";
import { type CatalogueLookup, catalogueLookup } from "./catalogue-lookup";
import { type CategoryTree, categoryTree } from "./category-tree";
import { configurableChild } from "./configurable-child";
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
  const pricesOf = (product: SeedProduct): PriceFields =>
    priceFields(product, rateOf(product.taxClassId), now);
  // The same for every store view of the catalogue: made once per build.
  const lookup = shared.one("lookup", () =>
    catalogueLookup(catalogue.products, catalogue.attributes),
  );
  const tree = categoryTree(catalogue.categories, store);
  const urlPathOf = (product: SeedProduct): string => {
    const parent =
      product.parentId === null ? undefined : lookup.productsById.get(product.parentId);
    return productUrlPath(tree, product, product.urlKey[store], parent);
  };
  const variants = new Map<number, ConfigurableChildDocument>();
  const context: ProductBuildContext = {
    store,
    now,
    lookup,
    tree,
    ratings: ratingSummaries(catalogue.reviews, store),
    rateOf,
    pricesOf,
    urlPathOf,
    variantOf: (child, parent) => {
      let variant = variants.get(child.id);
      if (!variant) {
        variant = configurableChild(context, child, parent);
        variants.set(child.id, variant);
      }
      return variant;
    },
    shared,
  };
  return context;
}
