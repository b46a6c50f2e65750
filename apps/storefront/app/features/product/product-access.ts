import { productPath, type StoreView } from "@etalage/contracts";

/** The fields of a url/map product hit that decide whether and where it is shown. */
export interface ProductAccessFields {
  sku: string;
  status: number;
  visibility: number;
  url_key: string;
  parentSku?: string;
  parent_url_key?: string;
}

export type ProductAccess =
  | { kind: "show" }
  | { kind: "redirect"; to: string }
  | { kind: "missing"; log: string };

/**
 * docs/specification/routes-and-screens.md, docs/specification/catalogue.md: whether a product found for a path is shown. Status 2 or higher fails with
 * 'Product query returned empty result product status = N'. A configurable child (visibility 1)
 * sends the shopper to its parent with that child selected; one without a parent fails with
 * '… product visibility = 1'. A product reached under an outdated slug moves to its own.
 */
export function productAccess(
  product: ProductAccessFields,
  store: StoreView,
  requested: { slug: string | null; childSku: string | null },
): ProductAccess {
  if (product.status >= 2)
    return {
      kind: "missing",
      log: `Product query returned empty result product status = ${product.status}`,
    };
  if (product.visibility === 1) {
    if (product.parentSku && product.parent_url_key)
      return {
        kind: "redirect",
        to: productPath(store, product.parentSku, product.parent_url_key, product.sku),
      };
    return {
      kind: "missing",
      log: `Product query returned empty result product visibility = ${product.visibility}`,
    };
  }
  if (requested.slug !== null && requested.slug !== product.url_key)
    return {
      kind: "redirect",
      to: productPath(store, product.sku, product.url_key, requested.childSku),
    };
  return { kind: "show" };
}
