import { CART_MESSAGES, type ProductDocument } from "@etalage/contracts";
import type { CartNotice } from "./cart-state";
import type { CartStore } from "./cart-store";
import type { CartLine } from "./rules/cart-line";
import { type ChosenOptions, lineFromProduct } from "./rules/line-from-product";
import { addDecision, stockStatus, stockSyncNote } from "./rules/stock-status";
import { addToCartRefusal } from "./rules/validate-product";

/** A product page's request; `errors` are the page's own findings (seed 1 §3 "errors"). */
export interface AddRequest {
  product: ProductDocument;
  variantSku: string | null;
  qty: number;
  options?: ChosenOptions;
}

/** The stock the product document knows for what is bought (the chosen child of a configurable). */
function documentStock(request: AddRequest, line: CartLine) {
  const child = request.product.configurable_children.find((c) => c.sku === line.sku);
  return (child ?? request.product).stock ?? null;
}

/**
 * Seed 1 §4 "Adding to cart": validate, check stock, add, and tell the shopper. The decision uses
 * the stock the page already has, so the notice shows at once; the live stock check and the
 * server sync follow in the background and correct the line if they disagree.
 */
export function addToCart(
  cart: CartStore,
  request: AddRequest,
  notice: (n: CartNotice) => void,
): { added: boolean; synced: Promise<void> } {
  const refused = (message: string) => {
    notice({ kind: "refused", message });
    return { added: false, synced: Promise.resolve() };
  };
  const line = lineFromProduct(request.product, request.variantSku, request.qty, request.options);
  if (!line) return refused(CART_MESSAGES.noSuchConfiguration);
  const refusal = addToCartRefusal({
    price_incl_tax: line.price_incl_tax,
    errors: request.product.errors,
  });
  if (refusal)
    return refused(refusal.kind === "priceUnknown" ? CART_MESSAGES.priceUnknown : refusal.message);
  const decision = addDecision(stockStatus(documentStock(request, line)));
  if (!decision.add) {
    notice({ kind: "outOfStock" });
    return { added: false, synced: Promise.resolve() };
  }
  const { kind, synced } = cart.add(line);
  notice({ kind });
  if (decision.notice === "volatile") notice({ kind: "volatile" });
  void checkStockOf(cart, line, notice);
  return { added: true, synced };
}

/** The live stock check: notes the line, or warns that the quantity is not sure (volatile). */
async function checkStockOf(cart: CartStore, line: CartLine, notice: (n: CartNotice) => void) {
  try {
    const check = await cart.core.api.stockCheck(line.sku);
    const note = stockSyncNote(check, { allowOutOfStock: false, cartSyncOn: cart.get().syncOn });
    if (note === "remove") await cart.remove(line);
    else cart.note(line, "info" in note ? { info: note.info } : { error: note.error });
  } catch {
    notice({ kind: "volatile" });
  }
}
