import { describe, expect, it } from "vitest";
import { cardigan, dress, greenM, greenS } from "../test-support/products";
import { lineOf } from "../test-support/test-cart";
import { offlineLineChanges } from "./offline-line-changes";

const onServer = <T extends object>(line: T, id: number, qty: number) => ({
  ...line,
  server_item_id: id,
  prev_qty: qty,
});

describe("the line changes of a cart change made offline", () => {
  it("sets a new line and a line whose quantity changed, and removes a line that went", () => {
    const vest = onServer(lineOf(cardigan, null, 1), 1, 1);
    const small = onServer(lineOf(dress, greenS.sku, 1), 2, 1);
    const medium = lineOf(dress, greenM.sku, 1);
    const changes = offlineLineChanges([vest, small], [{ ...vest, qty: 3 }, medium]);
    expect(changes.map((c) => [c.kind, c.line.sku, c.line.qty])).toEqual([
      ["remove", greenS.sku, 1],
      ["set", cardigan.sku, 3],
      ["set", greenM.sku, 1],
    ]);
  });

  it("answers nothing for a line that only got a stock note", () => {
    const vest = onServer(lineOf(cardigan, null, 2), 1, 2);
    expect(offlineLineChanges([vest], [{ ...vest, info: "In stock" }])).toEqual([]);
  });
});
