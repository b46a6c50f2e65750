import { describe, expect, it } from "vitest";
import { nulTextPath } from "./nul-text";

describe("text with a NUL character", () => {
  it("is found wherever it sits: a value, a list item, a key", () => {
    expect(nulTextPath("a\u0000b")).toEqual([]);
    expect(nulTextPath({ cartItem: { sku: "SS-1001\u0000" } })).toEqual(["cartItem", "sku"]);
    expect(nulTextPath({ street: ["Dam 1", "\u0000"] })).toEqual(["street", 1]);
    expect(nulTextPath({ "a\u0000": 1 })).toEqual(["a\u0000"]);
  });

  it("is not found in ordinary text, numbers or empty values", () => {
    expect(nulTextPath({ name: "Anna", qty: 1, note: null, tags: [] })).toBeNull();
    expect(nulTextPath("\\u0000 written out")).toBeNull();
  });

  it("is looked for in a value nested 100 000 deep without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(nulTextPath(deep)).toHaveLength(100_000);
  });
});
