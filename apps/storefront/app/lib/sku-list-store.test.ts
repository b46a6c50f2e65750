import { describe, expect, it } from "vitest";
import { createSkuListStore } from "./sku-list-store";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => data.delete(key),
    setItem: (key, value) => data.set(key, value),
  };
}

describe("sku lists kept in the browser", () => {
  it("add, toggle and remove skus under their etalage: key", () => {
    const storage = memoryStorage();
    const compare = createSkuListStore("etalage:compare", () => storage);
    compare.add("JRK-1001");
    compare.add("JRK-1001");
    expect(compare.toggle("JAS-1002")).toBe(true);
    expect(storage.getItem("etalage:compare")).toBe('["JRK-1001","JAS-1002"]');
    expect(compare.toggle("JRK-1001")).toBe(false);
    expect(compare.list()).toEqual(["JAS-1002"]);
  });

  it("read what an earlier visit kept, ignoring anything malformed", () => {
    const kept = createSkuListStore("etalage:wishlist", () =>
      memoryStorage({ "etalage:wishlist": '["A",3,"B"]' }),
    );
    expect(kept.list()).toEqual(["A", "B"]);
    const broken = createSkuListStore("etalage:wishlist", () =>
      memoryStorage({ "etalage:wishlist": "{nope" }),
    );
    expect(broken.list()).toEqual([]);
  });

  it("keep working in memory when the browser refuses to store", () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    const store = createSkuListStore("etalage:compare", () => full);
    const errors = console.error;
    console.error = () => {};
    store.add("A");
    console.error = errors;
    expect(store.has("A")).toBe(true);
  });
});
