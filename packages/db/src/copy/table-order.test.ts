import { describe, expect, it } from "vitest";
import type { SourceTable } from "./sqlite-source";
import { foreignKeyOrder, parentsFirst } from "./table-order";

const table = (name: string, refersTo: string[] = []): SourceTable => ({
  name,
  columns: ["id"],
  selfReferences: [],
  refersTo,
});

describe("the order the copy writes tables in", () => {
  it("puts every table after the tables it refers to", () => {
    const order = foreignKeyOrder([
      table("order_items", ["orders", "products"]),
      table("orders", ["customers", "store_views"]),
      table("customers", ["store_views"]),
      table("products"),
      table("store_views"),
    ]).map((t) => t.name);
    for (const [later, earlier] of [
      ["order_items", "orders"],
      ["order_items", "products"],
      ["orders", "customers"],
      ["customers", "store_views"],
    ] as const)
      expect(order.indexOf(later), `${later} after ${earlier}`).toBeGreaterThan(
        order.indexOf(earlier),
      );
  });

  it("names tables that refer to each other in a circle", () => {
    expect(() => foreignKeyOrder([table("a", ["b"]), table("b", ["a"])])).toThrow(
      "Tables refer to each other in a circle: a → b → a",
    );
  });

  it("puts a configurable product before the children that name it as parent", () => {
    const rows = [
      { id: 1, parent_id: 3 },
      { id: 2, parent_id: null },
      { id: 3, parent_id: null },
      { id: 4, parent_id: 3 },
    ];
    const ordered = parentsFirst(rows, { column: "parent_id", to: "id" }).map((row) => row.id);
    expect(ordered).toEqual([3, 1, 2, 4]);
  });
});
