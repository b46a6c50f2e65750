import type { CatalogueDocuments, CatalogueSeed, StoreCode } from "@etalage/contracts";
import { attributeDocuments } from "./attribute-documents";
import { categoryDocuments } from "./category-documents";
import { cmsDocuments } from "./cms-documents";
import { productBuildContext } from "./product-build-context";
import { type CatalogueProduct, catalogueProduct } from "./product-document";
import { reviewDocuments } from "./review-documents";
import { SharedParts } from "./shared-parts";
import { taxRuleDocuments } from "./tax-rule-documents";

export interface CatalogueBuildOptions {
  /** The moment special-price and news windows are judged at. */
  now: Date;
  /** The store's tax country; the shop's is NL (docs/specification/constants.md). */
  defaultCountry?: string;
  defaultRegion?: string;
  /**
   * Parts shared with documents built before (the other store view): pass one instance to
   * every store view of one index build so equal values are stored once.
   */
  shared?: SharedParts;
}

/** The documents of one store view's index; configurable children are their parents' entries. */
export type StoreViewDocuments = Omit<CatalogueDocuments, "product"> & {
  product: CatalogueProduct[];
};

/** The shop's configured tax country (docs/specification/constants.md). */
export const SHOP_TAX_COUNTRY = "NL";

/** The tax rules' documents and what the products of one store view are built with. */
function storeViewContext(
  catalogue: Omit<CatalogueSeed, "content">,
  store: StoreCode,
  options: CatalogueBuildOptions,
) {
  const taxrule = taxRuleDocuments(catalogue.taxRules);
  const taxConfig = {
    defaultCountry: options.defaultCountry ?? SHOP_TAX_COUNTRY,
    ...(options.defaultRegion ? { defaultRegion: options.defaultRegion } : {}),
  };
  const shared = options.shared ?? new SharedParts();
  const context = productBuildContext(catalogue, taxrule, store, options.now, taxConfig, shared);
  return { taxrule, context };
}

/** Every search document of one store view, texts in its language, prices incl. Dutch VAT. */
export function buildCatalogueDocuments(
  catalogue: Omit<CatalogueSeed, "content">,
  store: StoreCode,
  options: CatalogueBuildOptions,
): StoreViewDocuments {
  const { taxrule, context } = storeViewContext(catalogue, store, options);
  return {
    product: catalogue.products.map((product) => catalogueProduct(context, product)),
    category: categoryDocuments(context.tree, catalogue.products, store),
    attribute: attributeDocuments(catalogue.attributes, store),
    taxrule,
    review: reviewDocuments(catalogue.reviews, store, context.lookup),
    ...cmsDocuments(catalogue.cmsPages, catalogue.cmsBlocks, store),
  };
}

/**
 * The documents of some products in one store view (with the configurables they belong to and
 * those configurables' variants), and the categories, whose product counts they may change:
 * what a change of a few products replaces in an index.
 */
export function buildChangedProductDocuments(
  catalogue: Omit<CatalogueSeed, "content">,
  store: StoreCode,
  options: CatalogueBuildOptions,
  productIds: readonly number[],
): Pick<StoreViewDocuments, "product" | "category"> {
  const { context } = storeViewContext(catalogue, store, options);
  const changed = new Set(productIds);
  for (const product of catalogue.products) {
    if (changed.has(product.id) && product.parentId !== null) changed.add(product.parentId);
  }
  const wanted = catalogue.products.filter(
    (product) =>
      changed.has(product.id) || (product.parentId !== null && changed.has(product.parentId)),
  );
  return {
    product: wanted.map((product) => catalogueProduct(context, product)),
    category: categoryDocuments(context.tree, catalogue.products, store),
  };
}
