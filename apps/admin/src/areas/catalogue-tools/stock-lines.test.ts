import { describe, expect, it } from "vitest";
import { addToLines, deliveryTotals, piecesOf } from "./stock-lines";

describe("the stock intake's lines", () => {
  it("adds a new sku as a line at the end, without the spaces around it", () => {
    const lines = addToLines([{ key: 1, sku: "JRK-1", qty: 2 }], " TAS-7 ", 1, 2);
    expect(lines).toEqual([
      { key: 1, sku: "JRK-1", qty: 2 },
      { key: 2, sku: "TAS-7", qty: 1 },
    ]);
  });

  it("counts a sku scanned again on its own line", () => {
    const lines = addToLines(
      [
        { key: 1, sku: "JRK-1", qty: 2 },
        { key: 2, sku: "TAS-7", qty: 1 },
      ],
      "JRK-1",
      3,
      3,
    );
    expect(lines.map((line) => [line.sku, line.qty])).toEqual([
      ["JRK-1", 5],
      ["TAS-7", 1],
    ]);
  });

  it("says how many products and pieces the delivery holds", () => {
    expect(
      deliveryTotals([
        { key: 1, sku: "A", qty: 2 },
        { key: 2, sku: "B", qty: 5 },
      ]),
    ).toEqual({ products: 2, pieces: 7 });
  });

  it("takes whole pieces from 1 only", () => {
    expect(piecesOf("4")).toBe(4);
    expect(piecesOf(" 12 ")).toBe(12);
    expect(piecesOf("0")).toBeNull();
    expect(piecesOf("1.5")).toBeNull();
    expect(piecesOf("")).toBeNull();
    expect(piecesOf("-2")).toBeNull();
  });
});
