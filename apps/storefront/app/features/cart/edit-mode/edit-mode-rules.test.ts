import type { ProductDocument } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import type { StockCheck } from "../rules/stock-status";
import { cardigan, dress, greenM, greenS } from "../test-support/products";
import { lineOf, testCart } from "../test-support/test-cart";
import { type CartEditMode, changeInEditMode, editedLine, openEditMode } from "./edit-mode-rules";

/** The dress with a third child, black S, in stock (green S in stock, green M sold out). */
const blackS = {
  ...greenS,
  id: 330,
  sku: "JRK-1001-ZWART-S",
  color: 101,
  custom_attributes: [
    { attribute_code: "color", value: 101 },
    { attribute_code: "size", value: 202 },
  ],
};
const product: ProductDocument = {
  ...dress,
  configurable_children: [...dress.configurable_children, blackS],
};

const inStock = (qty = 10): StockCheck => ({ qty, is_in_stock: true, manage_stock: true });
const soldOut: StockCheck = { qty: 0, is_in_stock: false, manage_stock: true };
/** The live stock: the document's own, or what a test says. */
const liveStock =
  (overrides: Record<string, StockCheck | null> = {}) =>
  async (sku: string) =>
    sku in overrides
      ? (overrides[sku] ?? null)
      : (product.configurable_children.find((c) => c.sku === sku)?.stock ?? null);

const greenSLine = (qty = 1) => lineOf(product, greenS.sku, qty);
const COLOR = "color";
const SIZE = "size";

describe("cart edit mode (docs/specification/entities.md, docs/specification/cart.md)", () => {
  it("opens with the line's product, quantity and options, and closes to null", () => {
    const mode: CartEditMode | null = openEditMode(greenSLine(2));
    expect(mode).toEqual({
      productId: "JRK-1001",
      sku: greenS.sku,
      qty: 2,
      selectedOptions: { "93": 105, "144": 202 },
    });
    expect(editedLine([greenSLine(2)], mode)).toMatchObject({ sku: greenS.sku });
  });

  it("another colour replaces the line with that variant, its price and options", async () => {
    const mode = openEditMode(greenSLine(2));
    const outcome = await changeInEditMode(product, mode, { code: COLOR, value: 101 }, liveStock());
    expect(outcome).toMatchObject({
      kind: "replace",
      line: { sku: blackS.sku, parentSku: "JRK-1001", qty: 2 },
      mode: { productId: "JRK-1001", sku: blackS.sku, qty: 2, selectedOptions: { "93": 101 } },
      volatile: false,
    });
  });

  it("refuses a sold-out size with 'The product is out of stock and cannot be added to the cart!'", async () => {
    const mode = openEditMode(greenSLine());
    const outcome = await changeInEditMode(product, mode, { code: SIZE, value: 203 }, liveStock());
    expect(outcome).toEqual({ kind: "refused", notice: { kind: "outOfStock" } });
  });

  it("decides on the live stock: a variant sold out since the page loaded is refused", async () => {
    const mode = openEditMode(greenSLine());
    const stock = liveStock({ [blackS.sku]: soldOut });
    const outcome = await changeInEditMode(product, mode, { code: COLOR, value: 101 }, stock);
    expect(outcome).toEqual({ kind: "refused", notice: { kind: "outOfStock" } });
  });

  it("refuses a value no variant has with 'No such configuration for the product…'", async () => {
    const mode = openEditMode(greenSLine());
    const outcome = await changeInEditMode(product, mode, { code: SIZE, value: 205 }, liveStock());
    expect(outcome).toEqual({
      kind: "refused",
      notice: {
        kind: "refused",
        message:
          "No such configuration for the product. Please do choose another combination of attributes.",
      },
    });
  });

  it("refuses a variant whose price is unknown with the add-to-cart message", async () => {
    const unpriced = {
      ...product,
      configurable_children: product.configurable_children.map((c) =>
        c.sku === blackS.sku ? { ...c, final_price_incl_tax: -1, price_incl_tax: -1 } : c,
      ),
    };
    const mode = openEditMode(greenSLine());
    const outcome = await changeInEditMode(
      unpriced,
      mode,
      { code: COLOR, value: 101 },
      liveStock(),
    );
    expect(outcome).toEqual({
      kind: "refused",
      notice: {
        kind: "refused",
        message: "Product price is unknown, product cannot be added to the cart!",
      },
    });
  });

  it("a quantity above the stock left is refused with 'Only {n} products of this type are available.'", async () => {
    const mode = openEditMode(greenSLine());
    const stock = liveStock({ [greenS.sku]: inStock(3) });
    expect(await changeInEditMode(product, mode, { qty: 4 }, stock)).toEqual({
      kind: "refused",
      notice: { kind: "refused", message: "Only 3 products of this type are available." },
    });
    expect(await changeInEditMode(product, mode, { qty: 3 }, stock)).toMatchObject({
      kind: "replace",
      line: { sku: greenS.sku, qty: 3 },
      mode: { qty: 3 },
    });
  });

  it("a failed stock check still replaces the line, with the volatile warning", async () => {
    const mode = openEditMode(greenSLine());
    const stock = liveStock({ [blackS.sku]: null });
    expect(await changeInEditMode(product, mode, { code: COLOR, value: 101 }, stock)).toMatchObject(
      { kind: "replace", volatile: true },
    );
  });

  it("the chosen variant or quantity again, or a quantity below one, changes nothing", async () => {
    const mode = openEditMode(greenSLine(2));
    const stock = liveStock();
    expect(await changeInEditMode(product, mode, { code: SIZE, value: 202 }, stock)).toEqual({
      kind: "unchanged",
    });
    expect(await changeInEditMode(product, mode, { qty: 2 }, stock)).toEqual({ kind: "unchanged" });
    expect(await changeInEditMode(product, mode, { qty: 0 }, stock)).toEqual({ kind: "unchanged" });
    expect(
      await changeInEditMode(cardigan, openEditMode(lineOf(cardigan, null, 1)), { qty: 2 }, stock),
    ).toEqual({ kind: "unchanged" });
  });
});

describe("replacing a line in cart edit mode", () => {
  it("puts the new variant in the line's place, and the server cart holds it instead", async () => {
    const { cart, server } = testCart();
    await cart.add(lineOf(cardigan, null, 1)).synced;
    await cart.add(greenSLine(2)).synced;
    await cart.add(lineOf(dress, greenM.sku, 1, {})).synced;
    const [, green] = cart.get().items;

    await cart.replace(green!, { ...lineOf(dress, greenM.sku, 2), qty: 2 });
    expect(cart.get().items).toMatchObject([
      { sku: cardigan.sku, qty: 1 },
      { sku: greenM.sku, qty: 3 },
    ]);
    expect(server.carts.get(cart.get().token!)).toMatchObject([
      { sku: cardigan.sku, qty: 1 },
      { sku: greenM.sku, qty: 3 },
    ]);
  });

  it("a new variant takes the line's place in the list; the old line leaves the server cart", async () => {
    const { cart, server } = testCart();
    await cart.add(greenSLine(1)).synced;
    await cart.add(lineOf(cardigan, null, 1)).synced;
    const [green] = cart.get().items;

    await cart.replace(green!, lineOf(dress, greenM.sku, 1));
    expect(cart.get().items.map((l) => l.sku)).toEqual([greenM.sku, cardigan.sku]);
    expect(
      server.carts
        .get(cart.get().token!)
        ?.map((l) => l.sku)
        .sort(),
    ).toEqual([greenM.sku, cardigan.sku].sort());
  });

  it("a new quantity of the same variant changes the line's quantity only", async () => {
    const { cart, server } = testCart();
    await cart.add(greenSLine(1)).synced;
    await cart.replace(cart.get().items[0]!, greenSLine(4));
    expect(cart.get().items).toMatchObject([{ sku: greenS.sku, qty: 4, server_item_id: 1 }]);
    expect(server.carts.get(cart.get().token!)).toMatchObject([{ item_id: 1, qty: 4 }]);
  });
});
