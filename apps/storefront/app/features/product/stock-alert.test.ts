import { afterEach, describe, expect, it, vi } from "vitest";
import { translator } from "../../i18n/i18n";
import { askStockAlert, type StockAlertDeps } from "./stock-alert";

afterEach(() => vi.restoreAllMocks());

const depsWith = (token: string, call: StockAlertDeps["call"]): StockAlertDeps => ({
  token: () => token,
  call,
  askLogin: vi.fn(),
});

describe("asking for a back-in-stock mail (docs/specification/validation.md, docs/specification/messages.md)", () => {
  it("asks a guest to log in first and sends nothing", async () => {
    const call = vi.fn();
    const deps = depsWith("", call as unknown as StockAlertDeps["call"]);
    expect(await askStockAlert(42, "nl", deps)).toEqual({
      ok: false,
      message: "stockAlert.loginFirst",
    });
    expect(deps.askLogin).toHaveBeenCalledOnce();
    expect(call).not.toHaveBeenCalled();
  });

  it("names the logged-in customer, the size and the store view, and says the seed's thanks", async () => {
    const calls: [string, unknown][] = [];
    const call = (async (path: string, init?: { body?: unknown }) => {
      calls.push([path, init?.body]);
      return path.startsWith("/api/user/me") ? { id: 5 } : { code: 200, result: {} };
    }) as StockAlertDeps["call"];
    const outcome = await askStockAlert(42, "en", depsWith("tok en", call));
    expect(calls).toEqual([
      ["/api/user/me?token=tok%20en", undefined],
      [
        "/api/ext/product-stock-alert/notify-me?token=tok%20en",
        { customer_id: 5, product_id: 42, store_code: "en" },
      ],
    ]);
    expect(translator("en")(outcome.message)).toBe(
      "You will be notified when the product is back in stock",
    );
  });

  it("says the seed's failure when the shop refuses", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const call = (async () => {
      throw new Error("not authorized");
    }) as StockAlertDeps["call"];
    const outcome = await askStockAlert(42, "en", depsWith("tok", call));
    expect(outcome.ok).toBe(false);
    expect(translator("en")(outcome.message)).toBe(
      "Something went wrong, Please try again letter.",
    );
  });
});
