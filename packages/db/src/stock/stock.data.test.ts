import { beforeEach, describe, expect, it } from "vitest";
import { databaseForTests } from "../database-for-tests";
import { transaction } from "../transaction";
import { decrementStock, restoreStock } from "./decrement-stock";
import { readStock } from "./read-stock";
import { setStock, stockOf } from "./stock-fixture";

describe("stock", () => {
  const database = databaseForTests();
  beforeEach(() => setStock(database.db, 20, 10));

  it("reads stock of skus in the order asked, leaving unknown skus out", async () => {
    expect(await readStock(database.db, ["PATTERN-1", "ONBEKEND", "SS-1001-14", "BAG-1"])).toEqual([
      { product_id: 33, sku: "PATTERN-1", qty: 0, is_in_stock: true, manage_stock: false },
      { product_id: 14, sku: "SS-1001-14", qty: 0, is_in_stock: false, manage_stock: true },
      { product_id: 20, sku: "BAG-1", qty: 10, is_in_stock: true, manage_stock: true },
    ]);
    expect(await readStock(database.db, [])).toEqual([]);
  });

  it("never goes below zero: of 20 orders racing for 10 units exactly 10 get one", async () => {
    const attempts = Array.from({ length: 20 }, () =>
      transaction(database.db, (trx) => decrementStock(trx, 20, 1)),
    );
    const results = await Promise.all(attempts);
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await stockOf(database.db, "BAG-1")).toMatchObject({ qty: 0, is_in_stock: false });
  });

  it("refuses more units than there are, and takes nothing then", async () => {
    expect(await decrementStock(database.db, 20, 11)).toBe(false);
    expect(await decrementStock(database.db, 20, 4)).toBe(true);
    expect(await stockOf(database.db, "BAG-1")).toMatchObject({ qty: 6, is_in_stock: true });
  });

  it("refuses a product marked out of stock even when units are counted", async () => {
    await setStock(database.db, 20, 5, 0);
    expect(await decrementStock(database.db, 20, 1)).toBe(false);
    expect(await stockOf(database.db, "BAG-1")).toMatchObject({ qty: 5, is_in_stock: false });
  });

  it("leaves the quantity alone for products without stock management", async () => {
    expect(await decrementStock(database.db, 33, 3)).toBe(true);
    expect(await stockOf(database.db, "PATTERN-1")).toMatchObject({ qty: 0, is_in_stock: true });
  });

  it("puts units back, in stock again, when an order is undone", async () => {
    expect(await decrementStock(database.db, 20, 10)).toBe(true);
    await restoreStock(database.db, 20, 2);
    expect(await stockOf(database.db, "BAG-1")).toMatchObject({ qty: 2, is_in_stock: true });
  });

  it("rejects a quantity that is not above 0", async () => {
    await expect(decrementStock(database.db, 20, 0)).rejects.toThrow(RangeError);
  });
});
