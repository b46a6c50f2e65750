import type { CartApi } from "./cart-api";
import type { CartNotice, CartState } from "./cart-state";

/** What the cart's steps share: the one state, the API, and a voice for notices. */
export interface CartCore {
  get(): CartState;
  /** The only way state changes: every change is announced and written to storage. */
  set(change: (state: CartState) => CartState): void;
  api: CartApi;
  notice(notice: CartNotice): void;
  now(): number;
}
