import type {
  CatalogueSeed,
  ConfigurableChildDocument,
  PriceFields,
  SeedProduct,
  StoreCode,
  TaxRuleDocument,
} from "@etalage/contracts";
import { customerTaxClassOf, priceFields, type TaxConfig, taxRatePercent } from "@etalage/pricing";
import { catalogueLookup } from "./catalogue-lookup";
import { categoryTree } from "./category-tree";
import { configurableChild } from "./configurable-child";
import type { ProductBuildContext } from "./product-build-context-shape";
import { productUrlPath } from "./product-categories";
import { ratingSummaries } from "./review-documents";
import type { SharedParts } from "./shared-parts";

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
