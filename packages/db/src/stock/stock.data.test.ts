import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { smallCatalogue } from "../catalogue/fixtures/small-catalogue";
import { importCatalogue } from "../catalogue/import-catalogue";
import { openTestDatabase, type TestDatabase } from "../testing";
import { transaction } from "../transaction";
import { decrementStock, restoreStock } from "./decrement-stock";
import { readStock } from "./read-stock";

describe("stock", () => {
  let database: TestDatabase;
  const setStock = (productId: number, qty: number, isInStock = 1, manageStock = 1) =>
    database.db
      .updateTable("stock_items")
      .set({ qty, is_in_stock: isInStock, manage_stock: manageStock })
      .where("product_id", "=", productId)
      .execute();
  const stockOf = async (sku: string) => (await readStock(database.db, [sku]))[0]!;

  beforeAll(async () => {
    database = await openTestDatabase();
    await importCatalogue(database.db, smallCatalogue);
  });
  afterAll(() => database.close());
  beforeEach(() => setStock(4, 10));

  it("reads stock of skus in the order asked, leaving unknown skus out", async () => {
    expect(await readStock(database.db, ["SJAAL-1", "ONBEKEND", "JURK-1-ROOD-M", "TAS-1"])).toEqual(
      [
        { product_id: 5, sku: "SJAAL-1", qty: 0, is_in_stock: true, manage_stock: false },
        { product_id: 3, sku: "JURK-1-ROOD-M", qty: 0, is_in_stock: false, manage_stock: true },
        { product_id: 4, sku: "TAS-1", qty: 10, is_in_stock: true, manage_stock: true },
      ],
    );
    expect(await readStock(database.db, [])).toEqual([]);
  });

  it("never goes below zero: of 20 orders racing for 10 units exactly 10 get one", async () => {
    const attempts = Array.from({ length: 20 }, () =>
      transaction(database.db, (trx) => decrementStock(trx, 4, 1)),
    );
    const results = await Promise.all(attempts);
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await stockOf("TAS-1")).toMatchObject({ qty: 0, is_in_stock: false });
  });

  it("refuses more units than there are, and takes nothing then", async () => {
    expect(await decrementStock(database.db, 4, 11)).toBe(false);
    expect(await decrementStock(database.db, 4, 4)).toBe(true);
    expect(await stockOf("TAS-1")).toMatchObject({ qty: 6, is_in_stock: true });
  });

  it("refuses a product marked out of stock even when units are counted", async () => {
    await setStock(4, 5, 0);
    expect(await decrementStock(database.db, 4, 1)).toBe(false);
    expect(await stockOf("TAS-1")).toMatchObject({ qty: 5, is_in_stock: false });
  });

  it("leaves the quantity alone for products without stock management", async () => {
    expect(await decrementStock(database.db, 5, 3)).toBe(true);
    expect(await stockOf("SJAAL-1")).toMatchObject({ qty: 0, is_in_stock: true });
  });

  it("puts units back, in stock again, when an order is undone", async () => {
    expect(await decrementStock(database.db, 4, 10)).toBe(true);
    await restoreStock(database.db, 4, 2);
    expect(await stockOf("TAS-1")).toMatchObject({ qty: 2, is_in_stock: true });
  });

  it("rejects a quantity that is not above 0", async () => {
    await expect(decrementStock(database.db, 4, 0)).rejects.toThrow(RangeError);
  });
});
