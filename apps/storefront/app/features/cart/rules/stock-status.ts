/** `GET /api/stock/check?sku=` (docs/specification/entities.md "Stock response"). */
export interface StockCheck {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

/** docs/specification/cart.md: a stock check ends ok, out_of_stock, or volatile (sync off or check failed). */
export type StockStatus = "ok" | "out_of_stock" | "volatile";

export function stockStatus(check: StockCheck | null, stockSyncOn = true): StockStatus {
  if (!stockSyncOn || check === null) return "volatile";
  if (!check.manage_stock) return "ok";
  return check.is_in_stock ? "ok" : "out_of_stock";
}

/** docs/specification/constants.md flags: out-of-stock products are listed, but never added to the cart. */
export const ALLOW_OUT_OF_STOCK_ITEMS = false;

export type AddDecision =
  | { add: false; notice: "outOfStock" }
  | { add: true; notice: "volatile" | null };

/**
 * docs/specification/cart.md "Adding to cart": out_of_stock gives an out-of-stock notice and no add; volatile gives
 * an unsafe-quantity warning unless out-of-stock items are allowed; ok or volatile adds the item.
 */
export function addDecision(
  status: StockStatus,
  allowOutOfStock = ALLOW_OUT_OF_STOCK_ITEMS,
): AddDecision {
  if (status === "out_of_stock") return { add: false, notice: "outOfStock" };
  if (status === "volatile" && !allowOutOfStock) return { add: true, notice: "volatile" };
  return { add: true, notice: null };
}

/**
 * docs/specification/cart.md "Stock sync of the cart": an in-stock item gets info 'In stock!'; an out-of-stock item
 * gets error 'Out of the stock!' if out-of-stock items are allowed or cart sync is on, otherwise it
 * is removed.
 */
export function stockSyncNote(
  check: StockCheck,
  options: { allowOutOfStock: boolean; cartSyncOn: boolean },
): { info: "inStock" } | { error: "outOfTheStock" } | "remove" {
  if (stockStatus(check) !== "out_of_stock") return { info: "inStock" };
  return options.allowOutOfStock || options.cartSyncOn ? { error: "outOfTheStock" } : "remove";
}
