import type { CartItem, CartTotals } from "@etalage/contracts";
import { ApiRefusal } from "../../lib/api/api-call";
import type { SentCartItem } from "./cart-api";
import { connectCart, reconnectCart } from "./cart-connect";
import type { CartCore } from "./cart-core";
import { cartHash, shouldSync } from "./rules/cart-hash";
import type { CartLine } from "./rules/cart-line";
import { findLine, sameLine } from "./rules/cart-matching";
import { lineFromServer } from "./rules/line-from-server";
import { matchableItem, mergeCarts } from "./rules/merge-carts";

export interface SyncRequest {
  /** The shopper just changed the cart: the browser's lines win over the server's. */
  forceClientState: boolean;
  /** Sync even when nothing seems changed. */
  force: boolean;
}

const isStale = (error: unknown) => error instanceof ApiRefusal && error.status === 404;

/** The lines as the server holds them, by the browser's knowledge. */
export function confirmedHash(items: readonly CartLine[]): string {
  const confirmed = items.filter((l) => l.server_item_id !== undefined && l.prev_qty !== undefined);
  return cartHash(confirmed.map((l) => ({ ...l, qty: l.prev_qty ?? l.qty })));
}

/** Changes the current line that stands for `line` (the shopper may have changed it meanwhile). */
function changeLine(
  core: CartCore,
  line: CartLine,
  change: (current: CartLine) => CartLine | null,
) {
  core.set((s) => ({
    ...s,
    items: s.items.flatMap((current) => {
      if (current !== line && !sameLine(current, line)) return [current];
      const next = change(current);
      return next ? [next] : [];
    }),
  }));
}

function sentItem(line: CartLine, item: CartItem | undefined): SentCartItem {
  const itemId = item?.item_id ?? line.server_item_id;
  if (itemId !== undefined) return { item_id: itemId, sku: line.sku, qty: line.qty };
  // A new configurable line is added as its parent with the chosen attributes.
  const sku = line.type_id === "configurable" ? line.parentSku : line.sku;
  return { sku, qty: line.qty, product_option: line.product_option };
}

/** Sends one client line; a refusal restores the confirmed quantity or drops the line (docs/specification/cart.md). */
async function pushLine(core: CartCore, token: string, line: CartLine, item?: CartItem) {
  try {
    const saved = await core.api.update(token, sentItem(line, item));
    changeLine(core, line, (current) => ({
      ...current,
      sku: saved.sku,
      server_item_id: saved.item_id,
      prev_qty: saved.qty,
      price_incl_tax: saved.price_incl_tax,
      qty: current.qty === line.qty ? saved.qty : current.qty,
    }));
  } catch (error) {
    if (isStale(error) || !(error instanceof ApiRefusal) || error.status === 0) throw error;
    changeLine(core, line, (current) =>
      current.prev_qty === undefined ? null : { ...current, qty: current.prev_qty },
    );
    core.notice({ kind: "refused", message: error.message });
  }
}

async function removeOnServer(core: CartCore, token: string, item: CartItem) {
  try {
    await core.api.remove(token, item.item_id);
  } catch (error) {
    // A line already gone is what was wanted; a lost cart is handled by the caller.
    if (!isStale(error)) throw error;
    await core.api.pull(token);
  }
}

/** One pass: pull the server cart, merge by the matching rules, and carry out the plan. */
async function syncOnce(core: CartCore, token: string, forceClientState: boolean) {
  const snapshot = core.get().items;
  const server = await core.api.pull(token);
  const plan = mergeCarts(snapshot, server, forceClientState);
  for (const { line, item } of plan.link) {
    changeLine(core, line, (c) => ({ ...c, server_item_id: item.item_id, prev_qty: item.qty }));
  }
  for (const { line, item } of plan.fixLocally) {
    changeLine(core, line, (c) => ({
      ...c,
      server_item_id: item.item_id,
      qty: item.qty,
      prev_qty: item.qty,
    }));
  }
  for (const { line, item } of plan.push) await pushLine(core, token, line, item);
  // Only lines this tab saw go are removed; a line it never knew is another tab's (docs/specification/cart.md).
  const othersLines = plan.removeOnServer.filter((item) => !core.removed.has(item.item_id));
  for (const item of plan.removeOnServer) {
    if (core.removed.has(item.item_id)) await removeOnServer(core, token, item);
  }
  const newLines = [...plan.addLocally, ...othersLines];
  if (newLines.length > 0) {
    // Another tab may have brought a line in meanwhile: a line the cart holds is not added twice.
    core.set((s) => {
      const fresh = newLines.filter((item) => !findLine(s.items, matchableItem(item)));
      return fresh.length === 0 ? s : { ...s, items: [...s.items, ...fresh.map(lineFromServer)] };
    });
  }
}

/**
 * docs/specification/cart.md "Cart server sync", the one place where the browser's cart and the server cart are
 * reconciled. Creates the server cart when the cart has items and no token, re-creates it when
 * its token went stale, and ends with the totals of this sync's last reply.
 */
export async function syncCart(core: CartCore, request: SyncRequest): Promise<void> {
  const start = core.get();
  if (!start.syncOn) return;
  if (start.token === null && start.items.length === 0) return;
  const moment = {
    currentHash: cartHash(start.items),
    syncedHash: start.syncedHash,
    lastSyncAt: start.lastSyncAt,
    forced: request.force,
  };
  if (start.token !== null && !shouldSync(moment)) return;
  let token = start.token ?? (await connectCart(core));
  if (token === null) return;
  try {
    await syncOnce(core, token, request.forceClientState);
  } catch (error) {
    if (!isStale(error)) throw error;
    token = await reconnectCart(core);
    if (token === null) return;
    await syncOnce(core, token, true);
  }
  core.set((s) => ({ ...s, syncedHash: confirmedHash(s.items), lastSyncAt: core.now() }));
  await refreshTotals(core);
}

/** Totals come from the last reply only: a reply overtaken by a newer request is dropped. */
const totalsRequests = new WeakMap<CartCore, number>();
export async function refreshTotals(core: CartCore): Promise<void> {
  const token = core.get().token;
  if (token === null) return;
  const mine = (totalsRequests.get(core) ?? 0) + 1;
  totalsRequests.set(core, mine);
  const totals = await core.api.totals(token);
  if (mine !== totalsRequests.get(core) || core.get().token !== token) return;
  core.set((s) => ({ ...s, totals, lastTotalsSyncAt: core.now() }));
}

/** Totals that came with another reply (shipping information): newer than any totals in flight. */
export function acceptTotals(core: CartCore, totals: CartTotals): void {
  totalsRequests.set(core, (totalsRequests.get(core) ?? 0) + 1);
  core.set((s) => ({ ...s, totals, lastTotalsSyncAt: core.now() }));
}
