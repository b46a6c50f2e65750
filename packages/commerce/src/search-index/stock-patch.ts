import type { ConfigurableChildDocument, ProductDocument } from "@etalage/contracts";

export interface StockLevel {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

/** A product document with new stock for itself and for any of its configurable children. */
export function withStock(
  product: ProductDocument,
  levels: Map<string, StockLevel>,
): ProductDocument {
  const own = levels.get(product.sku);
  const touchesChild = product.configurable_children.some((c) => levels.has(c.sku));
  if (!own && !touchesChild) return product;
  const patched: ProductDocument = { ...product };
  if (own) Object.assign(patched, stockFields(own));
  if (touchesChild)
    patched.configurable_children = product.configurable_children.map(
      (child): ConfigurableChildDocument => {
        const level = levels.get(child.sku);
        return level ? { ...child, ...stockFields(level) } : child;
      },
    );
  return patched;
}

const stockFields = (level: StockLevel) => ({
  stock: { qty: level.qty, is_in_stock: level.is_in_stock, manage_stock: level.manage_stock },
  qty: level.qty,
  is_in_stock: level.is_in_stock,
});
