import type { CartTotals } from "@etalage/contracts";
import type { CartLine } from "./rules/cart-line";

/** docs/specification/cart.md "Cart state": what the browser knows of the cart. */
export interface CartState {
  items: CartLine[];
  /** The server cart's id (`cartId=`); null until the cart is connected. */
  token: string | null;
  /** Hash of the lines as the server last confirmed them. */
  syncedHash: string | null;
  lastSyncAt: number | null;
  lastTotalsSyncAt: number | null;
  bypassCount: number;
  /** Off after a connect the server refused (docs/specification/cart.md); the cart then lives in the browser only. */
  syncOn: boolean;
  /** Totals of the last totals reply only. */
  totals: CartTotals | null;
  /** A message of the last refused coupon, shown beside the coupon field. */
  couponError: string | null;
}

export const EMPTY_CART: CartState = {
  items: [],
  token: null,
  syncedHash: null,
  lastSyncAt: null,
  lastTotalsSyncAt: null,
  bypassCount: 0,
  syncOn: true,
  totals: null,
  couponError: null,
};

/** Something the shopper should hear about (the engine turns it into a notification). */
export type CartNotice =
  | { kind: "added" | "updated" | "outOfStock" | "volatile" }
  | { kind: "refused"; message: string };
