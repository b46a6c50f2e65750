import type { ConfigurableChildDocument, ProductDocument } from "@etalage/contracts";
import type { CatalogueProduct } from "../catalogue";

/** Every document path a stock change sets; the search engine re-indexes only these. */
export const STOCK_PATHS = [
  "stock",
  "qty",
  "is_in_stock",
  "configurable_children.stock",
  "configurable_children.qty",
  "configurable_children.is_in_stock",
] as const;

export interface StockLevel {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

/**
 * New stock for documents of one store view. A variant's own document and its entry in the
 * parent are one object; the patched variant stays one object, made once per sku.
 */
export function stockPatcher(levels: Map<string, StockLevel>) {
  const variants = new Map<string, ConfigurableChildDocument>();
  const variant = (child: ConfigurableChildDocument): ConfigurableChildDocument => {
    const level = levels.get(child.sku);
    if (!level) return child;
    let patched = variants.get(child.sku);
    if (!patched) {
      patched = { ...child, ...stockFields(level) };
      variants.set(child.sku, patched);
    }
    return patched;
  };
  return (document: CatalogueProduct): CatalogueProduct =>
    "configurable_children" in document ? withStock(document, levels, variant) : variant(document);
}

/** A product document with new stock for itself and for any of its configurable children. */
function withStock(
  product: ProductDocument,
  levels: Map<string, StockLevel>,
  variant: (child: ConfigurableChildDocument) => ConfigurableChildDocument,
): ProductDocument {
  const own = levels.get(product.sku);
  const touchesChild = product.configurable_children.some((c) => levels.has(c.sku));
  if (!own && !touchesChild) return product;
  const patched: ProductDocument = { ...product };
  if (own) Object.assign(patched, stockFields(own));
  if (touchesChild) patched.configurable_children = product.configurable_children.map(variant);
  return patched;
}

const stockFields = (level: StockLevel) => ({
  stock: { qty: level.qty, is_in_stock: level.is_in_stock, manage_stock: level.manage_stock },
  qty: level.qty,
  is_in_stock: level.is_in_stock,
});
