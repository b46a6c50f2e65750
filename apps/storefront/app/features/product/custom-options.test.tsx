// @vitest-environment happy-dom
import type { CustomOptionDocument } from "@etalage/contracts";
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAt } from "../../test-support/render";
import { typeInto } from "../../test-support/type-into";
import { CustomOptions } from "./custom-options";
import type { CustomSelection } from "./custom-selection";

const giftCard: CustomOptionDocument[] = [
  {
    option_id: 1,
    title: "Bedrag",
    type: "drop_down",
    is_require: true,
    values: [
      { option_type_id: 11, title: "Kaart", price: 20.66, price_incl_tax: 25 },
      { option_type_id: 12, title: "Kaart van €50", price: 41.32, price_incl_tax: 50 },
    ],
  },
  { option_id: 2, title: "Aan", type: "field", is_require: true, max_characters: 40, values: [] },
  { option_id: 3, title: "Bericht", type: "area", is_require: false, values: [] },
];

/** The options as the product page holds them, with what is chosen in plain sight. */
function Options() {
  const [selection, setSelection] = useState<CustomSelection>({});
  return (
    <>
      <CustomOptions options={giftCard} selection={selection} onChange={setSelection} />
      <output data-testid="selection">{JSON.stringify(selection)}</output>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a product's custom options (docs/specification/catalogue.md)", () => {
  it("offers a drop-down of priced values, a line and a longer text, each under its labelled title", async () => {
    const view = await renderAt("/en/p/cadeaukaart/cadeaukaart", <Options />);
    const labels = [...view.querySelectorAll(".choice-field__label")].map((l) => l.textContent);
    expect(labels).toEqual(["Bedrag", "Aan", "Bericht (optional)"]);
    const select = view.querySelector<HTMLSelectElement>("select#custom-1");
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toEqual([
      "Please choose",
      "Kaart (+25,00 €)",
      "Kaart van €50",
    ]);
    expect(select?.required).toBe(true);
    const line = view.querySelector<HTMLInputElement>("input#custom-2");
    expect(line?.maxLength).toBe(40);
    expect(line?.required).toBe(true);
    expect(view.querySelector<HTMLTextAreaElement>("textarea#custom-3")?.required).toBe(false);
  });

  it("keeps what the shopper chose and typed, per option", async () => {
    const view = await renderAt("/p/cadeaukaart/cadeaukaart", <Options />);
    const select = view.querySelector<HTMLSelectElement>("select#custom-1");
    await act(async () => {
      if (!select) throw new Error("no drop-down");
      select.value = "12";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await typeInto(view.querySelector<HTMLInputElement>("input#custom-2"), "Bea");
    await typeInto(view.querySelector<HTMLTextAreaElement>("textarea#custom-3"), "Gefeliciteerd!");
    expect(JSON.parse(view.querySelector('[data-testid="selection"]')?.textContent ?? "")).toEqual({
      1: "12",
      2: "Bea",
      3: "Gefeliciteerd!",
    });
  });
});
