import type { SeedProduct, StockDocument } from "@etalage/contracts";
import type { SharedParts } from "./shared-parts";

/** A product's stock object; equal stock (most of the catalogue) is one shared object. */
export function stockOf(shared: SharedParts, product: SeedProduct): StockDocument {
  const { qty, isInStock, manageStock } = product;
  return shared.ofProduct("stock", product.id, () =>
    shared.one(`stock:${qty}:${isInStock}:${manageStock}`, () => ({
      qty,
      is_in_stock: isInStock,
      manage_stock: manageStock,
    })),
  );
}
