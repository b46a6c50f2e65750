import { isWithinWindow } from "./date-window";
import { activeSpecialPrice, type PriceSource } from "./special-price";

export interface NewsWindow {
  newsFromDate: string | null;
  newsToDate: string | null;
}

/** "New" (new=1) while now is within the news window; a product with no window is not new. */
export function isNew(product: NewsWindow, now: Date): boolean {
  if (!product.newsFromDate && !product.newsToDate) return false;
  return isWithinWindow(product.newsFromDate, product.newsToDate, now);
}

/** "Sale" (sale=1) while an active special price is below the price. */
export function isSale(product: Omit<PriceSource, "taxClassId">, now: Date): boolean {
  return activeSpecialPrice(product, now) !== null;
}
