import type { StoreCode } from "@etalage/contracts";
import type { PricedLine } from "./compute-totals";
import { flatRateCharge, type ShippingCharge } from "./shipping-methods";

/** True when something in the lines is delivered (not only virtual or downloadable items). */
export const hasShippedItems = (lines: readonly PricedLine[]) =>
  lines.some((p) => !p.line.isVirtual);

/** docs/specification/validation.md's "carts holding only virtual or downloadable items" (an empty cart holds none). */
export const holdsOnlyVirtualItems = (lines: readonly PricedLine[]) =>
  lines.length > 0 && !hasShippedItems(lines);

/**
 * The shipping a cart or order pays: the flat rate (the default and only method) when anything
 * in it is shipped, taxed at the highest VAT rate among the shipped lines; else nothing.
 */
export function shippingChargeFor(
  store: StoreCode,
  lines: readonly PricedLine[],
): ShippingCharge | null {
  const shipped = lines.filter((p) => !p.line.isVirtual);
  if (shipped.length === 0) return null;
  return flatRateCharge(store, Math.max(...shipped.map((p) => p.ratePercent)));
}
