import { describe, expect, it } from "vitest";
import { dress, greenM, greenS } from "../test-support/products";
import { lineOf } from "../test-support/test-cart";
import { openEditMode } from "./edit-mode-rules";
import { editMode } from "./edit-mode-state";

describe("the microcart's edit mode (docs/specification/cart.md 'Cart edit mode')", () => {
  it("opens with a product, quantity and options, follows the replaced line and closes to null", () => {
    const heard: unknown[] = [];
    const stop = editMode.subscribe(() => heard.push(editMode.get()));
    expect(editMode.get()).toBeNull();

    editMode.open(lineOf(dress, greenS.sku, 2));
    expect(editMode.get()).toEqual({
      productId: dress.sku,
      sku: greenS.sku,
      qty: 2,
      selectedOptions: { "93": 105, "144": 202 },
    });

    editMode.follow(openEditMode(lineOf(dress, greenM.sku, 2)));
    expect(editMode.get()).toMatchObject({ sku: greenM.sku, selectedOptions: { "144": 203 } });

    editMode.close();
    expect(editMode.get()).toBeNull();
    expect(heard).toHaveLength(3);
    stop();
  });
});
