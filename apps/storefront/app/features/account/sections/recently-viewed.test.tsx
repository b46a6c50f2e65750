// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RECENTLY_VIEWED, recordViewedSku } from "../../../lib/stored-skus";
import { clearRecentlyViewed, useRecentlyViewed } from "./recently-viewed";

/** What the hook gave at each render. */
const seen: (readonly string[])[] = [];
function Probe() {
  seen.push(useRecentlyViewed());
  return null;
}

const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED.key) ?? "null");

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("recently viewed products", () => {
  it("keeps the products opened newest first, each once", () => {
    recordViewedSku("jurk");
    recordViewedSku("jas");
    recordViewedSku("jurk");
    expect(stored()).toEqual(["jurk", "jas"]);
  });

  it("keeps at most twelve, dropping the oldest", () => {
    for (let i = 1; i <= 14; i += 1) recordViewedSku(`sku-${i}`);
    const list = stored();
    expect(list).toHaveLength(12);
    expect(list[0]).toBe("sku-14");
    expect(list.at(-1)).toBe("sku-3");
  });

  it("does not break the product page when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => recordViewedSku("jurk")).not.toThrow();
  });

  it("shows the list to a component, follows other tabs and can be cleared", async () => {
    recordViewedSku("jas");
    const root = createRoot(document.createElement("div"));
    await act(async () => root.render(<Probe />));
    expect(seen.at(-1)).toEqual(["jas"]);
    await act(async () => {
      localStorage.setItem(RECENTLY_VIEWED.key, JSON.stringify(["rok", "jas"]));
      window.dispatchEvent(new StorageEvent("storage", { key: RECENTLY_VIEWED.key }));
    });
    expect(seen.at(-1)).toEqual(["rok", "jas"]);
    await act(async () => clearRecentlyViewed());
    expect(seen.at(-1)).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED.key)).toBeNull();
    act(() => root.unmount());
  });
});
