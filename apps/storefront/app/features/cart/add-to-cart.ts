import { CART_MESSAGES, type ProductDocument } from "@etalage/contracts";
import type { CartNotice } from "./cart-state";
import type { CartStore } from "./cart-store";
import type { CartLine } from "./rules/cart-line";
import { type ChosenOptions, lineFromProduct } from "./rules/line-from-product";
import { addDecision, type StockCheck, stockStatus, stockSyncNote } from "./rules/stock-status";
import { addToCartRefusal } from "./rules/validate-product";

/** A product page's request; `errors` are the page's own findings (docs/specification/entities.md "errors"). */
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

/** A line that may go into the cart, or the notice that refuses it. */
export type AddCheck =
  | { ok: true; line: CartLine; volatile: boolean }
  | { ok: false; notice: CartNotice };

/**
 * docs/specification/cart.md, docs/specification/validation.md, the rules every line passes before it goes into the cart (adding, and changing a
 * line in cart edit mode): the variant exists ('No such configuration…'), the price is known, the
 * product has no error, and the stock allows it. `stock` is the stock to decide on: by default
 * what the product document knows; null means unknown (volatile).
 */
export function checkAdd(request: AddRequest, stock?: StockCheck | null): AddCheck {
  const refused = (message: string): AddCheck => ({
    ok: false,
    notice: { kind: "refused", message },
  });
  const line = lineFromProduct(request.product, request.variantSku, request.qty, request.options);
  if (!line) return refused(CART_MESSAGES.noSuchConfiguration);
  const refusal = addToCartRefusal({
    price_incl_tax: line.price_incl_tax,
    errors: request.product.errors,
  });
  if (refusal)
    return refused(refusal.kind === "priceUnknown" ? CART_MESSAGES.priceUnknown : refusal.message);
  const known = stock === undefined ? documentStock(request, line) : stock;
  const decision = addDecision(stockStatus(known));
  if (!decision.add) return { ok: false, notice: { kind: "outOfStock" } };
  return { ok: true, line, volatile: decision.notice === "volatile" };
}

/**
 * docs/specification/cart.md "Adding to cart": validate, check stock, add, and tell the shopper. The decision uses
 * the stock the page already has, so the notice shows at once; the live stock check and the
 * server sync follow in the background and correct the line if they disagree.
 */
export function addToCart(
  cart: CartStore,
  request: AddRequest,
  notice: (n: CartNotice) => void,
): { added: boolean; synced: Promise<void> } {
  const check = checkAdd(request);
  if (!check.ok) {
    notice(check.notice);
    return { added: false, synced: Promise.resolve() };
  }
  const { kind, synced } = cart.add(check.line);
  notice({ kind });
  if (check.volatile) notice({ kind: "volatile" });
  void checkStockOf(cart, check.line, notice);
  return { added: true, synced };
}

/** The live stock check: notes the line, or warns that the quantity is not sure (volatile). */
export async function checkStockOf(
  cart: CartStore,
  line: CartLine,
  notice: (n: CartNotice) => void,
) {
  try {
    const check = await cart.core.api.stockCheck(line.sku);
    const note = stockSyncNote(check, { allowOutOfStock: false, cartSyncOn: cart.get().syncOn });
    if (note === "remove") await cart.remove(line);
    else cart.note(line, "info" in note ? { info: note.info } : { error: note.error });
  } catch {
    notice({ kind: "volatile" });
  }
}
