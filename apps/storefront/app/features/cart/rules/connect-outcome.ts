/** How many times a refused user token falls back to a guest cart (docs/specification/cart.md "connect bypass count"). */
export const CART_BYPASS_LIMIT = 1;

export type ConnectOutcome = "store-token-and-sync" | "retry-as-guest" | "disable-sync";

/**
 * docs/specification/cart.md "Cart server sync": 200 stores the token and syncs; 401 retries as a guest cart until
 * the bypass limit is reached; any other result disables cart sync.
 */
export function connectOutcome(
  status: number,
  bypassCount: number,
  limit = CART_BYPASS_LIMIT,
): ConnectOutcome {
  if (status === 200) return "store-token-and-sync";
  if (status === 401 && bypassCount < limit) return "retry-as-guest";
  return "disable-sync";
}
