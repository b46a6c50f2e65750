import { CART_MESSAGES } from "@etalage/contracts";
import type { CartContext } from "./cart-context";
import { invalid } from "./cart-error";
import type { CartOwner } from "./cart-owner";
import type { ResolvedLine } from "./resolved-line";

/**
 * A guest takes at most MAX_QTY_PER_LINE units of a line, so nobody without an account holds
 * a size's whole stock in a cart or an unpaid order. The refusal is the seed's "Only
 * {maxQuantity} products of this type are available.", which the storefront shows in the
 * shopper's language and uses as the line's highest quantity.
 */
export function assertGuestQty(ctx: CartContext, owner: CartOwner, qty: number): void {
  const max = ctx.guestQtyPerLine;
  if (owner.customerId === null && max !== undefined && qty > max)
    throw invalid(CART_MESSAGES.onlyAvailable(max));
}

/** An order's lines: the same product with the same options, sent twice, count as one line. */
export function assertGuestOrderQty(
  ctx: CartContext,
  owner: CartOwner,
  lines: readonly Pick<ResolvedLine, "sku" | "optionsChecksum" | "qty">[],
): void {
  const units = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.sku}\u0000${line.optionsChecksum}`;
    units.set(key, (units.get(key) ?? 0) + line.qty);
  }
  for (const qty of units.values()) assertGuestQty(ctx, owner, qty);
}
