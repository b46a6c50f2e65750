// @vitest-environment happy-dom
import { STORE_VIEWS } from "@etalage/contracts";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** render-list's answer: every sku asked for at 12,34 €. */
function renderListAt1234(asked: string[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      asked.push(path);
      const skus = new URL(path, "http://shop").searchParams.get("skus")?.split(",") ?? [];
      const items = skus.map((sku, id) => ({
        id,
        sku,
        sgn: "x",
        price_info: { final_price: 12.34, regular_price: 12.34, special_price: null },
      }));
      return Response.json({ code: 200, result: { items } });
    }),
  );
}

/** The module under test, loaded fresh by the test: its state starts anew and stays there. */
let keptPrices: typeof import("./kept-prices");

function Shown({ sku }: { sku: string }) {
  const { kept, prices } = keptPrices.useKeptPrice(sku, STORE_VIEWS.nl);
  return (
    <p data-sku={sku} data-kept={String(kept)}>
      {prices?.get(sku)?.final_price ?? "as kept"}
    </p>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("prices of a page kept offline (kept-prices.ts)", () => {
  it("marks the prices on the screen not current offline; back online, the next page's prices come in one render-list call", async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    let online = false;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    const asked: string[] = [];
    renderListAt1234(asked);
    vi.resetModules();
    keptPrices = await import("./kept-prices");
    const show = async (skus: string[]): Promise<Root> => {
      const root = createRoot(document.body.appendChild(document.createElement("div")));
      await act(async () => root.render(skus.map((sku) => <Shown key={sku} sku={sku} />)));
      return root;
    };
    const marks = () =>
      [...document.querySelectorAll("p")].map(
        (p) => `${p.dataset.sku} ${p.dataset.kept} ${p.textContent}`,
      );

    const offlinePage = await show(["A", "B"]);
    expect(marks()).toEqual(["A true as kept", "B true as kept"]);
    act(() => offlinePage.unmount());

    // Back online while no price was on the screen; then a page with three prices opens.
    online = true;
    const nextPage = await show(["C", "D", "E"]);
    await vi.waitFor(() => expect(marks()).toContain("C false 12.34"));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/api\/product\/render-list\?skus=C%2CD%2CE&/);
    expect(marks()).toEqual(["C false 12.34", "D false 12.34", "E false 12.34"]);
    act(() => nextPage.unmount());
  });
});
