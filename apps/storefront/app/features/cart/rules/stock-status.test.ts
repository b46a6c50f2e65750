import { describe, expect, it } from "vitest";
import { addDecision, stockStatus, stockSyncNote } from "./stock-status";

const inStock = { qty: 5, is_in_stock: true, manage_stock: true };
const soldOut = { qty: 0, is_in_stock: false, manage_stock: true };

describe("stock check when adding to cart (docs/specification/cart.md)", () => {
  it("a check ends ok, out_of_stock, or volatile when stock sync is off or the check failed", () => {
    expect(stockStatus(inStock)).toBe("ok");
    expect(stockStatus(soldOut)).toBe("out_of_stock");
    expect(stockStatus(null)).toBe("volatile");
    expect(stockStatus(inStock, false)).toBe("volatile");
    expect(stockStatus({ ...soldOut, manage_stock: false })).toBe("ok");
  });

  it("out_of_stock gives 'The product is out of stock and cannot be added to the cart!' and no add", () => {
    expect(addDecision("out_of_stock")).toEqual({ add: false, notice: "outOfStock" });
  });

  it("volatile adds with the unsafe-quantity warning unless out-of-stock items are allowed", () => {
    expect(addDecision("volatile")).toEqual({ add: true, notice: "volatile" });
    expect(addDecision("volatile", true)).toEqual({ add: true, notice: null });
  });

  it("ok adds the item", () => {
    expect(addDecision("ok")).toEqual({ add: true, notice: null });
  });
});

describe("stock sync of the cart (docs/specification/cart.md)", () => {
  const syncOn = { allowOutOfStock: false, cartSyncOn: true };

  it("an in-stock item gets info 'In stock!'", () => {
    expect(stockSyncNote(inStock, syncOn)).toEqual({ info: "inStock" });
  });

  it("an out-of-stock item gets error 'Out of the stock!' when cart sync is on", () => {
    expect(stockSyncNote(soldOut, syncOn)).toEqual({ error: "outOfTheStock" });
  });

  it("an out-of-stock item gets error 'Out of the stock!' when out-of-stock items are allowed", () => {
    expect(stockSyncNote(soldOut, { allowOutOfStock: true, cartSyncOn: false })).toEqual({
      error: "outOfTheStock",
    });
  });

  it("an out-of-stock item is removed otherwise", () => {
    expect(stockSyncNote(soldOut, { allowOutOfStock: false, cartSyncOn: false })).toBe("remove");
  });
});
