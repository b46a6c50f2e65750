import { describe, expect, it } from "vitest";
import { addToCart } from "./add-to-cart";
import type { CartNotice } from "./cart-state";
import { cardigan, dress, greenM, greenS } from "./test-support/products";
import { testCart } from "./test-support/test-cart";

function adding() {
  const test = testCart();
  const notices: CartNotice[] = [];
  const add = (request: Parameters<typeof addToCart>[1]) =>
    addToCart(test.cart, request, (n) => notices.push(n));
  return { ...test, add, notices };
}

describe("adding to cart (docs/specification/cart.md, docs/specification/validation.md)", () => {
  it("says 'Product has been added to the cart!' for a new line", async () => {
    const { add, notices, cart } = adding();
    await add({ product: cardigan, variantSku: null, qty: 1 }).synced;
    expect(notices).toEqual([{ kind: "added" }]);
    expect(cart.get().items).toMatchObject([{ sku: cardigan.sku, qty: 1 }]);
  });

  it("says 'Product quantity has been updated!' when the line exists", async () => {
    const { add, notices, cart } = adding();
    add({ product: dress, variantSku: greenS.sku, qty: 1 });
    await add({ product: dress, variantSku: greenS.sku, qty: 2 }).synced;
    expect(notices).toEqual([{ kind: "added" }, { kind: "updated" }]);
    expect(cart.get().items).toMatchObject([{ sku: greenS.sku, qty: 3 }]);
  });

  it("refuses 'Product price is unknown, product cannot be added to the cart!' below zero", () => {
    const { add, notices, cart } = adding();
    const free = { ...cardigan, final_price_incl_tax: -1, price_incl_tax: -1 };
    expect(add({ product: free, variantSku: null, qty: 1 }).added).toBe(false);
    expect(notices).toEqual([
      {
        kind: "refused",
        message: "Product price is unknown, product cannot be added to the cart!",
      },
    ]);
    expect(cart.get().items).toEqual([]);
  });

  it("adds a zero-price product", () => {
    const { add } = adding();
    const free = { ...cardigan, final_price_incl_tax: 0, price_incl_tax: 0 };
    expect(add({ product: free, variantSku: null, qty: 1 }).added).toBe(true);
  });

  it("blocks adding while the product has an error, and shows it", () => {
    const { add, notices } = adding();
    const broken = { ...dress, errors: { variants: "No available product variants" } };
    expect(add({ product: broken, variantSku: greenS.sku, qty: 1 }).added).toBe(false);
    expect(notices).toEqual([{ kind: "refused", message: "No available product variants" }]);
  });

  it("refuses a configuration no child has", () => {
    const { add, notices } = adding();
    add({ product: dress, variantSku: null, qty: 1 });
    expect(notices).toEqual([
      {
        kind: "refused",
        message:
          "No such configuration for the product. Please do choose another combination of attributes.",
      },
    ]);
  });

  it("gives 'The product is out of stock and cannot be added to the cart!' and no add for an out-of-stock variant", () => {
    const { add, notices, cart } = adding();
    expect(greenM.stock.is_in_stock).toBe(false);
    expect(add({ product: dress, variantSku: greenM.sku, qty: 1 }).added).toBe(false);
    expect(notices).toEqual([{ kind: "outOfStock" }]);
    expect(cart.get().items).toEqual([]);
  });

  it("notes 'In stock!' on the line after the live stock check", async () => {
    const { add, cart } = adding();
    await add({ product: cardigan, variantSku: null, qty: 1 }).synced;
    await cart.idle();
    await new Promise((r) => setTimeout(r, 0));
    expect(cart.get().items[0]?.info).toBe("inStock");
  });

  it("warns that the stock is not sure (volatile) when the live check fails, and keeps the line", async () => {
    const { add, notices, cart, server } = adding();
    server.api.stockCheck = async () => {
      throw new Error("offline");
    };
    await add({ product: cardigan, variantSku: null, qty: 1 }).synced;
    await new Promise((r) => setTimeout(r, 0));
    expect(notices).toEqual([{ kind: "added" }, { kind: "volatile" }]);
    expect(cart.get().items).toHaveLength(1);
  });
});
