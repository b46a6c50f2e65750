// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ProductPageDocument } from "./product-page-data";
import { useVariantSelection, type VariantSelection } from "./use-variant-selection";

const BLACK = 101;
const GREEN = 105;
const S = 202;
const M = 203;

function child(sku: string, color: number, size: number, inStock = true, price = 129) {
  return {
    sku,
    color,
    size,
    status: 1,
    final_price_incl_tax: price,
    stock: { qty: inStock ? 5 : 0, is_in_stock: inStock, manage_stock: true },
  };
}

// As the demo's dress: green S is the default child (the cheapest available), green M is sold out.
const dress = {
  sku: "JRK-1001",
  url_key: "midi-jurk-met-stippen",
  type_id: "configurable",
  configurable_options: [
    { attribute_code: "color", position: 0 },
    { attribute_code: "size", position: 1 },
  ],
  configurable_children: [
    child("JRK-1001-GROEN-S", GREEN, S, true, 99),
    child("JRK-1001-GROEN-M", GREEN, M, false),
    child("JRK-1001-ZWART-S", BLACK, S),
    child("JRK-1001-ZWART-M", BLACK, M),
  ],
} as unknown as ProductPageDocument;

let selection: VariantSelection;
const roots: Root[] = [];
let address = "";
const DRESS = "/p/JRK-1001/midi-jurk-met-stippen";

function Dress() {
  selection = useVariantSelection(dress);
  address = useLocation().pathname;
  return null;
}

const DRESS_ROUTE = { path: "/p/:parentSku/:slug/:childSku?", Component: Dress };

/** The dress's page at the router's first address, rendered in a root unmounted after the test. */
async function openDress(router = createMemoryRouter([DRESS_ROUTE], { initialEntries: [DRESS] })) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(<RouterProvider router={router} />));
}

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.replaceChildren();
});

describe("choosing the dress's colour and size", () => {
  it("keeps the colour when the size is chosen before the page shows the colour", async () => {
    await openDress();
    expect(selection.variant?.sku).toBe("JRK-1001-GROEN-S");
    await act(async () => {
      selection.choose("color", BLACK);
      selection.choose("size", M);
    });
    expect(address).toBe("/p/JRK-1001/midi-jurk-met-stippen/JRK-1001-ZWART-M");
    expect(selection.variant?.sku).toBe("JRK-1001-ZWART-M");
  });

  it("shows the chosen variant while the router still looks up its address", async () => {
    // In the shop the router asks the server for a new address's routes first (a round trip).
    let lookedUp = () => {};
    let lookups = 0;
    await openDress(
      createMemoryRouter([DRESS_ROUTE], {
        initialEntries: [DRESS],
        patchRoutesOnNavigation: () =>
          lookups++ === 0 ? undefined : new Promise<void>((resolve) => (lookedUp = resolve)),
      }),
    );
    await act(async () => selection.choose("color", BLACK));
    expect(selection.variant?.sku).toBe("JRK-1001-ZWART-S");
    expect(address).toBe("/p/JRK-1001/midi-jurk-met-stippen");
    await act(async () => lookedUp());
    expect(address).toBe("/p/JRK-1001/midi-jurk-met-stippen/JRK-1001-ZWART-S");
    expect(selection.variant?.sku).toBe("JRK-1001-ZWART-S");
  });

  it("builds each choice on the variant the page shows once it has caught up", async () => {
    await openDress();
    await act(async () => selection.choose("color", BLACK));
    expect(selection.variant?.sku).toBe("JRK-1001-ZWART-S");
    await act(async () => selection.choose("size", M));
    expect(selection.variant?.sku).toBe("JRK-1001-ZWART-M");
    await act(async () => selection.choose("color", GREEN));
    expect(address).toBe("/p/JRK-1001/midi-jurk-met-stippen/JRK-1001-GROEN-M");
  });
});
