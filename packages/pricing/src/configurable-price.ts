import type { PriceFields } from "@etalage/contracts";

/** Status 2 or higher disables a product (docs/specification/catalogue.md "Product status"). */
export function isEnabledStatus(status: number): boolean {
  return status < 2;
}

/**
 * The price a configurable parent shows (docs/specification/prices-and-tax.md "Tax"): its children are priced on their own,
 * and the parent takes a child's price fields when that child is cheaper including tax or the
 * parent's price is 0. Only enabled children (status < 2) count. The parent keeps its own
 * tax class id.
 */
export function configurableParentPrice(
  parent: PriceFields,
  children: readonly (PriceFields & { status: number })[],
): PriceFields {
  let cheapest: (PriceFields & { status: number }) | null = null;
  for (const child of children) {
    if (!isEnabledStatus(child.status)) continue;
    const shown = cheapest ?? parent;
    if (child.price_incl_tax < shown.price_incl_tax || shown.price === 0) cheapest = child;
  }
  if (cheapest === null) return parent;
  const { status: _status, ...childPrice } = cheapest;
  return { ...childPrice, tax_class_id: parent.tax_class_id };
}
