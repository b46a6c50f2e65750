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
  /**
   * Server line ids this tab saw leave the cart (the shopper removed or replaced the line, here
   * or in another tab). A sync that forces the browser's lines removes only these from the
   * server: a line the tab never knew is another tab's, and is taken in instead.
   */
  removed: Set<number>;
}
