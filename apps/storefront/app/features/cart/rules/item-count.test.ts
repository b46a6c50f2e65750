import { describe, expect, it } from "vitest";
import { itemCount } from "./item-count";

describe("minicart count (docs/specification/constants.md)", () => {
  const lines = [{ qty: 2 }, { qty: 3 }];

  it("counts quantities", () => {
    expect(itemCount(lines)).toBe(5);
  });

  it("can count the number of lines instead", () => {
    expect(itemCount(lines, "lines")).toBe(2);
  });
});
