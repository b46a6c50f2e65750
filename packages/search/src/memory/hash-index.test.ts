import { describe, expect, it } from "vitest";
import { HashIndex, type IndexKey } from "./hash-index";

function indexOf(keys: IndexKey[]) {
  const index = new HashIndex((id) => keys[id]!);
  keys.forEach((key, id) => {
    index.add(key, id);
  });
  return index;
}

describe("hash index", () => {
  it("finds every key among many, numbers and strings apart", () => {
    const keys: IndexKey[] = [];
    for (let i = 0; i < 5_000; i++) keys.push(i * 7, `sku-${i}`, i + 0.5);
    const index = indexOf(keys);
    expect(keys.every((key, id) => index.get(key) === id)).toBe(true);
    expect(index.get("7")).toBeUndefined();
    expect(index.get(8)).toBeUndefined();
  });

  it("treats NaN as one key and -0 as 0, as a Map does", () => {
    const index = indexOf([Number.NaN, 0]);
    expect(index.get(Number.NaN)).toBe(0);
    expect(index.get(-0)).toBe(1);
  });

  it("forgets deleted keys and takes them back", () => {
    const keys: IndexKey[] = ["a", "b", "c"];
    const index = indexOf(keys);
    index.delete("b");
    expect(index.get("b")).toBeUndefined();
    expect(index.get("c")).toBe(2);
    keys.push("b");
    index.add("b", 3);
    expect(index.get("b")).toBe(3);
  });
});
