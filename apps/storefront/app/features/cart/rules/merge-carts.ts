import type { CartItem } from "@etalage/contracts";
import type { CartLine } from "./cart-line";
import { sameLine } from "./cart-matching";
import { lineChecksum } from "./line-checksum";

/** What one sync must do to bring the browser's cart and the server cart together. */
export interface MergePlan {
  /** Client lines the server lacks or holds with another quantity: send with the client's qty. */
  push: { line: CartLine; item?: CartItem }[];
  /** Server lines the client removed (only when client state is forced). */
  removeOnServer: CartItem[];
  /** Server lines the client does not know yet (when client state is not forced). */
  addLocally: CartItem[];
  /** Lines whose confirmed quantity differs from the server's: take the server's (wrong-qty). */
  fixLocally: { line: CartLine; item: CartItem }[];
  /** Lines equal on both sides: only remember the server's item id. */
  link: { line: CartLine; item: CartItem }[];
}

/** A server line in the shape the matching rules read. */
export function matchableItem(item: CartItem) {
  return {
    sku: item.sku,
    type_id: item.product_type as CartLine["type_id"],
    product_option: item.product_option,
    checksum: lineChecksum(item.sku, item.product_option),
    server_item_id: item.item_id,
  };
}

/** The client changed the line since the server last confirmed it. */
const changedLocally = (line: CartLine) =>
  line.prev_qty === undefined || line.prev_qty !== line.qty;

/**
 * docs/specification/cart.md "Cart server sync", merge: client and server lines are paired by the matching rules.
 * A client line missing on the server is added to it (never dropped, so a new visitor's first item
 * survives the cart's creation). A quantity mismatch is fixed towards the client when its state is
 * forced or it changed the line, otherwise towards the server. Equal lines change nothing, so
 * quantities never double. Extra server lines are removed when client state is forced, otherwise
 * added locally.
 */
export function mergeCarts(
  client: readonly CartLine[],
  server: readonly CartItem[],
  forceClientState: boolean,
): MergePlan {
  const plan: MergePlan = {
    push: [],
    removeOnServer: [],
    addLocally: [],
    fixLocally: [],
    link: [],
  };
  const unmatched = new Set(server);
  for (const line of client) {
    const item = [...unmatched].find((candidate) => sameLine(line, matchableItem(candidate)));
    if (!item) {
      plan.push.push({ line });
      continue;
    }
    unmatched.delete(item);
    if (item.qty === line.qty) plan.link.push({ line, item });
    else if (forceClientState || changedLocally(line)) plan.push.push({ line, item });
    else plan.fixLocally.push({ line, item });
  }
  for (const item of unmatched) {
    if (forceClientState) plan.removeOnServer.push(item);
    else plan.addLocally.push(item);
  }
  return plan;
}
