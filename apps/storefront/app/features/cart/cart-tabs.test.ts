import { describe, expect, it } from "vitest";
import type { StoredCart } from "./cart-storage";
import { createCartStore } from "./cart-store";
import { fakeCartApi } from "./test-support/fake-cart-api";
import { cardigan, dress, greenS } from "./test-support/products";
import { lineOf, storageIn } from "./test-support/test-cart";

/** Two tabs of one browser: one stored cart (localStorage) and one server cart between them. */
function twoTabs() {
  const server = fakeCartApi();
  const stored: StoredCart = { items: [], token: null, hash: null };
  const tab = () =>
    createCartStore({
      api: server.api,
      notice: () => undefined,
      storage: storageIn(stored),
    });
  return { server, stored, a: tab(), b: tab() };
}

const skus = (lines: readonly { sku: string }[]) => lines.map((l) => l.sku).sort();
const serverSkus = (server: ReturnType<typeof fakeCartApi>, token: string | null) =>
  skus(server.carts.get(token ?? "") ?? []);

describe("two tabs of one shopper share one cart (docs/specification/cart.md)", () => {
  it("a line added in one tab shows in the other, and the other's add keeps it", async () => {
    const { server, a, b } = twoTabs();
    await Promise.all([a.load(), b.load()]);
    await a.add(lineOf(cardigan, null, 1)).synced;

    await b.followOtherTab();
    expect(skus(b.get().items)).toEqual([cardigan.sku]);
    expect(b.get().token).toBe(a.get().token);

    await b.add(lineOf(dress, greenS.sku, 1)).synced;
    await a.followOtherTab();
    expect(skus(a.get().items)).toEqual([greenS.sku, cardigan.sku].sort());
    expect(serverSkus(server, a.get().token)).toEqual([greenS.sku, cardigan.sku].sort());
    expect(a.get().totals?.items_qty).toBe(2);
  });

  it("a tab that missed the other tab's line never deletes it from the server cart", async () => {
    const { server, a, b } = twoTabs();
    await a.add(lineOf(cardigan, null, 1)).synced;
    // Tab B knows the cart but not tab A's line (its storage event has not arrived).
    await b.load();
    await a.add(lineOf(dress, greenS.sku, 1)).synced;
    b.core.set((s) => ({ ...s, items: s.items.filter((l) => l.sku === cardigan.sku) }));

    await b.setQty(b.get().items[0]!, 2);
    expect(serverSkus(server, a.get().token)).toEqual([greenS.sku, cardigan.sku].sort());
    expect(skus(b.get().items)).toEqual([greenS.sku, cardigan.sku].sort());
  });

  it("a line removed in one tab leaves the other tab too, and does not come back", async () => {
    const { server, a, b } = twoTabs();
    await a.add(lineOf(cardigan, null, 1)).synced;
    await a.add(lineOf(dress, greenS.sku, 1)).synced;
    await b.load();

    const dressLine = a.get().items.find((l) => l.sku === greenS.sku)!;
    await a.remove(dressLine);
    await b.followOtherTab();
    expect(skus(b.get().items)).toEqual([cardigan.sku]);

    await b.setQty(b.get().items[0]!, 3);
    expect(skus(b.get().items)).toEqual([cardigan.sku]);
    expect(server.carts.get(b.get().token ?? "")).toMatchObject([{ sku: cardigan.sku, qty: 3 }]);
  });

  it("the other tab's new cart token is taken with its lines, after a login or a new cart", async () => {
    const { stored, a, b } = twoTabs();
    await b.load();
    await a.add(lineOf(cardigan, null, 1)).synced;
    await b.followOtherTab();
    expect(b.get().token).toBe(stored.token);
    expect(b.get().totals?.items_qty).toBe(1);

    await a.clear({ sync: false });
    await b.followOtherTab();
    expect(b.get()).toMatchObject({ items: [], token: null, totals: null });
  });
});
