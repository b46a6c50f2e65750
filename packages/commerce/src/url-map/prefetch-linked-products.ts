import type { ProductDocument } from "@etalage/contracts";
import type { SearchEngine } from "@etalage/search";
import { isOfferedPart } from "../catalogue";
import { findMany } from "./find-document";

/**
 * `prefetchGroupProducts`: grouped and bundle products arrive with the documents of the
 * products they are made of, so the product page needs no second round trip. Only enabled
 * parts (status 1) come along: a member or part disabled since is neither shown nor offered.
 */
export function prefetchLinkedProducts(
  engine: SearchEngine,
  index: string,
  source: Record<string, unknown>,
): Record<string, unknown> {
  const product = source as unknown as ProductDocument;
  const find = (skus: string[]) =>
    new Map(
      findMany<ProductDocument>(engine, index, "product", "sku", skus)
        .filter((p) => isOfferedPart(p.status))
        .map((p) => [p.sku, p]),
    );

  if (product.type_id === "grouped") {
    const links = product.product_links.filter((l) => l.link_type === "associated");
    const bySku = find(links.map((l) => l.linked_product_sku));
    return {
      ...source,
      product_links: product.product_links.flatMap((l) => {
        if (l.link_type !== "associated") return [l];
        const member = bySku.get(l.linked_product_sku);
        return member ? [{ ...l, product: member }] : [];
      }),
    };
  }
  if (product.type_id === "bundle") {
    const bySku = find(product.bundle_options.flatMap((o) => o.product_links.map((l) => l.sku)));
    return {
      ...source,
      bundle_options: product.bundle_options.map((o) => ({
        ...o,
        product_links: o.product_links.flatMap((l) => {
          const part = bySku.get(l.sku);
          return part ? [{ ...l, product: part }] : [];
        }),
      })),
    };
  }
  return source;
}
