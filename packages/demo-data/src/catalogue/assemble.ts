import type { CatalogueSeed, SeedProduct, SeedReview } from "@etalage/contracts";
import { createCmsBlocks } from "../content/cms-blocks";
import { createCmsPages } from "../content/cms-pages";
import { createCoupons } from "../content/coupons";
import { createStoreContent } from "../content/store-content";
import { createAttributes } from "./attributes";
import { createCategories } from "./categories";
import { type CatalogueDraft, finishProducts } from "./draft";
import { createCustomerGroups, createTaxClasses, createTaxRules } from "./tax";

/** The eight parents with the most approved reviews (ties: the earlier one). */
export function bestsellersOf(
  parents: readonly SeedProduct[],
  reviews: readonly SeedReview[],
): string[] {
  const count = new Map<string, number>();
  for (const r of reviews)
    if (r.status === 1) count.set(r.productSku, (count.get(r.productSku) ?? 0) + 1);
  return parents
    .filter((p) => p.typeId === "configurable" && p.status === 1)
    .map((p, i) => ({ sku: p.sku, i, n: count.get(p.sku) ?? 0 }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, 8)
    .map((p) => p.sku);
}

/** The whole seed around the products of a draft: tree, attributes, tax, CMS, coupons, banners. */
export function assembleCatalogue(draft: CatalogueDraft, reviews: SeedReview[]): CatalogueSeed {
  const bestsellers = bestsellersOf(draft.parents, reviews);
  return {
    categories: createCategories(),
    attributes: createAttributes(),
    products: finishProducts(draft),
    taxClasses: createTaxClasses(),
    taxRules: createTaxRules(),
    customerGroups: createCustomerGroups(),
    cmsPages: createCmsPages(),
    cmsBlocks: createCmsBlocks(),
    reviews,
    coupons: createCoupons(),
    content: createStoreContent(draft.parents, bestsellers),
  };
}
