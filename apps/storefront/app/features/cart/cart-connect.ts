import { ApiRefusal } from "../../lib/api/api-call";
import type { CartCore } from "./cart-core";
import { connectOutcome } from "./rules/connect-outcome";

/**
 * docs/specification/cart.md "Cart server sync", connect: asks for a cart token; 200 stores it, 401 retries as a
 * guest cart until the bypass limit, anything else turns cart sync off. Answers the token or null.
 */
export async function connectCart(core: CartCore, asGuest = false): Promise<string | null> {
  let status: number;
  try {
    const token = await core.api.create(asGuest);
    core.set((s) => ({ ...s, token, syncOn: true }));
    return token;
  } catch (error) {
    status = error instanceof ApiRefusal ? error.status : 0;
  }
  const outcome = connectOutcome(status, core.get().bypassCount);
  if (outcome === "retry-as-guest") {
    core.set((s) => ({ ...s, bypassCount: s.bypassCount + 1 }));
    return connectCart(core, true);
  }
  console.error(`The cart could not be connected (${status}); cart sync is off.`);
  core.set((s) => ({ ...s, syncOn: false }));
  return null;
}

/**
 * A stale cart token (404 on a cart call): forget the old cart, create a new one, and let the
 * next merge replay every line onto it.
 */
export async function reconnectCart(core: CartCore): Promise<string | null> {
  core.set((s) => ({
    ...s,
    token: null,
    syncedHash: null,
    totals: null,
    items: s.items.map(({ server_item_id: _id, prev_qty: _prev, ...line }) => line),
  }));
  return connectCart(core);
}
