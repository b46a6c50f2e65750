// @vitest-environment happy-dom
import type { ProductDocument } from "@etalage/contracts";
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAt } from "../../test-support/render";
import { typeInto } from "../../test-support/type-into";
import { AddToCartButton } from "./add-to-cart-button";
import { QuantityInput } from "./quantity-input";

/** The quantity field beside the add button, as the product page holds them. */
function Buy({ max }: { max: number }) {
  const [qty, setQty] = useState(1);
  return (
    <>
      <QuantityInput value={Math.min(qty, max)} max={max} onChange={setQty} />
      <output data-testid="qty">{qty}</output>
      <AddToCartButton product={{ sku: "jurk" } as ProductDocument} variantSku={null} qty={qty} />
    </>
  );
}

const field = (view: HTMLElement) => view.querySelector<HTMLInputElement>(".quantity__input");
const error = (view: HTMLElement) => view.querySelector(".quantity__error")?.textContent ?? null;
const addButton = (view: HTMLElement) =>
  view.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the quantity field (docs/specification/validation.md)", () => {
  it("says 'Quantity must be above 0, a positive integer, and below {quantity}' instead of changing what was typed", async () => {
    const view = await renderAt("/en/p/jurk/jurk", <Buy max={10} />);
    for (const wrong of ["0", "-2", "1.5", "11", ""]) {
      await typeInto(field(view), wrong);
      expect(field(view)?.value).toBe(wrong);
      expect(error(view)).toBe("Quantity must be above 0, a positive integer, and below 11");
      expect(field(view)?.getAttribute("aria-invalid")).toBe("true");
      expect(addButton(view)?.disabled).toBe(true);
    }
    await typeInto(field(view), "4");
    expect(error(view)).toBeNull();
    expect(view.querySelector('[data-testid="qty"]')?.textContent).toBe("4");
    expect(addButton(view)?.disabled).toBe(false);
  });

  it("says it in Dutch in the Dutch store view", async () => {
    const view = await renderAt("/p/jurk/jurk", <Buy max={3} />);
    await typeInto(field(view), "0");
    expect(error(view)).toBe(
      "Het aantal moet groter zijn dan 0, een positief geheel getal, en kleiner dan 4",
    );
  });

  it("starts over from an allowed quantity with − and +", async () => {
    const view = await renderAt("/en/p/jurk/jurk", <Buy max={10} />);
    await typeInto(field(view), "0");
    const more = view.querySelector<HTMLButtonElement>('[aria-label="One more"]');
    await act(async () => more?.click());
    expect(error(view)).toBeNull();
    expect(field(view)?.value).toBe("1");
  });
});
