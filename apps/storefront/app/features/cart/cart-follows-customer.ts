import { connectCart } from "./cart-connect";
import type { CartStore } from "./cart-store";

/**
 * docs/specification/account.md, at login: the guest's lines go into the customer's server cart. The
 * guest cart is let go, the customer's cart is connected with the user token, and one sync
 * merges both by the matching rules (cart-sync's `mergeCarts`, the one merge): lines on both
 * sides keep the guest's quantity (never the sum), lines on one side only are kept.
 */
export async function followCustomer(cart: CartStore): Promise<void> {
  await cart.idle();
  cart.core.set((s) => ({
    ...s,
    token: null,
    syncedHash: null,
    totals: null,
    bypassCount: 0,
    syncOn: true,
    items: s.items.map(({ server_item_id: _id, prev_qty: _prev, ...line }) => line),
  }));
  const token = await connectCart(cart.core);
  if (token === null) return;
  await cart.sync({ force: true });
}

/** At logout: the cart is disconnected and emptied in the browser; the customer's stays theirs. */
export async function leaveCustomer(cart: CartStore): Promise<void> {
  await cart.idle();
  await cart.clear({ sync: false });
}
