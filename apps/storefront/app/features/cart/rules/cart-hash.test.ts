import { describe, expect, it } from "vitest";
import { cartHash, shouldSync } from "./cart-hash";

const lines = [{ sku: "A", qty: 1 }];

describe("cart server sync runs only when needed (docs/specification/cart.md)", () => {
  it("the cart hash changes when a quantity or a line changes", () => {
    expect(cartHash(lines)).toBe(cartHash([{ sku: "A", qty: 1 }]));
    expect(cartHash(lines)).not.toBe(cartHash([{ sku: "A", qty: 2 }]));
    expect(cartHash(lines)).not.toBe(cartHash([...lines, { sku: "B", qty: 1 }]));
  });

  it("syncs when the cart hash changed", () => {
    const moment = { currentHash: "b", syncedHash: "a", lastSyncAt: 1, forced: false };
    expect(shouldSync(moment)).toBe(true);
  });

  it("syncs when the last sync time is missing", () => {
    expect(shouldSync({ currentHash: "a", syncedHash: "a", lastSyncAt: null, forced: false })).toBe(
      true,
    );
  });

  it("syncs when a sync is forced", () => {
    expect(shouldSync({ currentHash: "a", syncedHash: "a", lastSyncAt: 1, forced: true })).toBe(
      true,
    );
  });

  it("does not sync an unchanged cart that was synced before", () => {
    expect(shouldSync({ currentHash: "a", syncedHash: "a", lastSyncAt: 1, forced: false })).toBe(
      false,
    );
  });
});
