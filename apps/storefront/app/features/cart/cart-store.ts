import type { CartTotals } from "@etalage/contracts";
import { ApiRefusal } from "../../lib/api/api-call";
import type { CartApi } from "./cart-api";
import type { CartCore } from "./cart-core";
import { createCallQueue } from "./cart-queue";
import { type CartState, EMPTY_CART } from "./cart-state";
import type { CartStoreDeps } from "./cart-store-deps";
import { acceptTotals, refreshTotals, type SyncRequest, syncCart } from "./cart-sync";
import { cartHash } from "./rules/cart-hash";
import type { CartLine } from "./rules/cart-line";
import { findLine, sameLine } from "./rules/cart-matching";
import { replaceLine } from "./rules/replace-line";
import { stockSyncNote } from "./rules/stock-status";

/**
 * The one owner of the browser's cart (docs/specification/cart.md, 'The server cart and its sync';
 * decision record 002). Shopper actions change the optimistic copy at
 * once and then ask for a sync; every server call runs through one queue, and the server's answers
 * are reconciled only in `syncCart`.
 */
export function createCartStore(deps: CartStoreDeps) {
  let state: CartState = EMPTY_CART;
  const listeners = new Set<() => void>();
  const queue = createCallQueue();
  let pending: { request: SyncRequest; done: Promise<void> } | null = null;

  const noteRemovedLines = (before: CartState) => {
    if (state.token !== before.token) {
      removed.clear();
      return;
    }
    if (state.items === before.items) return;
    const kept = new Set(state.items.map((l) => l.server_item_id));
    for (const line of before.items)
      if (line.server_item_id !== undefined && !kept.has(line.server_item_id))
        removed.add(line.server_item_id);
  };
  const removed = new Set<number>();

  const core: CartCore = {
    get: () => state,
    set(change) {
      const before = state;
      state = change(state);
      if (state === before) return;
      noteRemovedLines(before);
      if (state.items !== before.items) deps.storage.writeItems(state.items);
      if (state.token !== before.token) deps.storage.writeToken(state.token);
      if (state.syncedHash !== before.syncedHash) deps.storage.writeHash(state.syncedHash);
      for (const listener of listeners) listener();
    },
    api: deps.api,
    notice: deps.notice,
    now: deps.now ?? Date.now,
    removed,
  };

  /** Asks for a sync; requests made while one waits in the queue join it (rapid clicks). */
  function requestSync(request: Partial<SyncRequest> = {}): Promise<void> {
    const wanted = { forceClientState: false, force: false, ...request };
    if (pending) {
      pending.request.forceClientState ||= wanted.forceClientState;
      pending.request.force ||= wanted.force;
      return pending.done;
    }
    const entry = { request: wanted, done: Promise.resolve() };
    entry.done = queue.run(async () => {
      pending = null;
      try {
        await syncCart(core, entry.request);
      } catch (error) {
        console.error("Cart sync failed; the cart keeps its lines and tries again later.", error);
        return;
      }
      // The shopper changed the cart while the server was answering: sync that change too.
      const now = core.get();
      if (!pending && now.syncOn && now.token !== null && cartHash(now.items) !== now.syncedHash) {
        void requestSync({ forceClientState: true });
      }
    });
    pending = entry;
    return entry.done;
  }

  /** Marks a line after a stock check. */
  const noteLine = (line: CartLine, note: Pick<CartLine, "info" | "error">) =>
    core.set((s) => ({
      ...s,
      items: s.items.map((l) =>
        sameLine(l, line) ? { ...l, info: note.info, error: note.error } : l,
      ),
    }));

  const changeItems = (change: (items: CartLine[]) => CartLine[]) => {
    const before = state.items;
    core.set((s) => ({ ...s, items: change(s.items) }));
    if (deps.offline?.isOffline())
      return deps.offline.record(before, state.items, state.token !== null);
    return requestSync({ forceClientState: true });
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Checks the stock of every line and notes it (docs/specification/cart.md "Stock sync of the cart"). */
    async stockSync(): Promise<void> {
      for (const line of state.items) {
        try {
          const check = await deps.api.stockCheck(line.sku, true);
          const note = stockSyncNote(check, { allowOutOfStock: false, cartSyncOn: state.syncOn });
          if (note === "remove")
            await changeItems((items) => items.filter((l) => !sameLine(l, line)));
          else noteLine(line, "info" in note ? { info: note.info } : { error: note.error });
        } catch (error) {
          console.error(`Stock of ${line.sku} could not be checked.`, error);
        }
      }
    },
    /** Reads the stored cart and reconciles it with the server (server lines are kept). */
    load() {
      const stored = deps.storage.read();
      state = { ...EMPTY_CART, items: stored.items, token: stored.token, syncedHash: stored.hash };
      for (const listener of listeners) listener();
      return requestSync();
    },
    /** Adds a line, or raises the quantity of the matching one; says which it did. */
    add(line: CartLine): { kind: "added" | "updated"; synced: Promise<void> } {
      const existing = findLine(state.items, line);
      const synced = changeItems((items) =>
        existing
          ? items.map((l) => (l === existing ? { ...l, qty: l.qty + line.qty } : l))
          : [...items, line],
      );
      return { kind: existing ? "updated" : "added", synced };
    },
    /**
     * Cart edit mode: `next` takes the place of `line` (another variant or quantity of the same
     * product). When `next` matches another line of the cart, that line takes its quantity, as
     * adding would, so the cart never holds the same variant twice.
     */
    replace(line: CartLine, next: CartLine): Promise<void> {
      return changeItems((items) => replaceLine(items, line, next));
    },
    /**
     * Another tab of this browser changed the stored cart: this tab takes the stored lines and
     * cart token (the other tab's, which every tab writes at once), so a change made here next
     * builds on them and never drops them; then the totals are asked anew from the server cart.
     */
    followOtherTab(): Promise<void> {
      const stored = deps.storage.read();
      const before = state;
      const sameCart = stored.token === before.token;
      state = {
        ...before,
        items: stored.items,
        token: stored.token,
        syncedHash: stored.hash,
        totals: sameCart ? before.totals : null,
        ...(sameCart ? {} : { lastSyncAt: null, couponError: null }),
      };
      noteRemovedLines(before);
      for (const listener of listeners) listener();
      return queue.run(() => refreshTotals(core));
    },
    setQty: (line: CartLine, qty: number) =>
      changeItems((items) => items.map((l) => (sameLine(l, line) ? { ...l, qty } : l))),
    remove: (line: CartLine) => changeItems((items) => items.filter((l) => !sameLine(l, line))),
    note: noteLine,
    sync: requestSync,
    /** Applies a coupon after pending changes; a refusal is kept to be shown beside the field. */
    applyCoupon(code: string): Promise<boolean> {
      return queue.run(async () => {
        const token = state.token;
        if (token === null) return false;
        try {
          await deps.api.applyCoupon(token, code);
          core.set((s) => ({ ...s, couponError: null }));
          await refreshTotals(core);
          return true;
        } catch (error) {
          const message = error instanceof ApiRefusal ? error.message : String(error);
          core.set((s) => ({ ...s, couponError: message }));
          return false;
        }
      });
    },
    removeCoupon() {
      return queue.run(async () => {
        if (state.token === null) return;
        await deps.api.deleteCoupon(state.token);
        await refreshTotals(core);
      });
    },
    refreshTotals: () => queue.run(() => refreshTotals(core)),
    /**
     * Runs a checkout call on the server cart once every pending change has reached it. Answers
     * null when there is no server cart (an empty cart, or cart sync off).
     */
    async withServerCart<T>(call: (api: CartApi, token: string) => Promise<T>): Promise<T | null> {
      await requestSync();
      return queue.run(async () => {
        const token = state.token;
        return token === null ? null : call(deps.api, token);
      });
    },
    acceptTotals: (totals: CartTotals) => acceptTotals(core, totals),
    /**
     * docs/specification/cart.md: clearing empties the items, optionally syncs, and disconnects. Without sync (after
     * an order) the token goes at once, so a sync still waiting in the queue finds nothing to do.
     */
    async clear(options: { sync: boolean }): Promise<void> {
      if (options.sync) {
        core.set((s) => ({ ...s, items: [] }));
        await requestSync({ forceClientState: true });
      }
      core.set((s) => ({ ...EMPTY_CART, syncOn: s.syncOn }));
    },
    /** Settles when every queued cart call has finished. */
    idle: () => queue.idle(),
    core,
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
export type { CartStoreDeps };
