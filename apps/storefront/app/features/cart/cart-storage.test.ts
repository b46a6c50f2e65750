// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CART_KEYS } from "./cart-keys";
import {
  readStoredCart,
  writeStoredHash,
  writeStoredItems,
  writeStoredToken,
} from "./cart-storage";
import { lineFromProduct } from "./rules/line-from-product";
import { cardigan } from "./test-support/products";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("cart storage (docs/specification/cart.md)", () => {
  it("keeps the items, the cart token and the cart hash under separate keys", () => {
    const line = lineFromProduct(cardigan, null, 2)!;
    writeStoredItems([line]);
    writeStoredToken("cart-1");
    writeStoredHash("abc");
    expect(Object.keys(localStorage).sort()).toEqual(
      [CART_KEYS.hash, CART_KEYS.items, CART_KEYS.token].sort(),
    );
    expect(readStoredCart()).toEqual({ items: [line], token: "cart-1", hash: "abc" });
  });

  it("logs a failed write and goes on", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const full = vi.spyOn(window.localStorage, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => writeStoredItems([])).not.toThrow();
    full.mockRestore();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining("the cart keeps working in memory"),
      expect.any(Error),
    );
  });

  it("starts empty when the stored items are unreadable", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(CART_KEYS.items, "{not json");
    expect(readStoredCart().items).toEqual([]);
  });
});
