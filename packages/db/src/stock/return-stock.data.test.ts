import { describe, expect, it } from "vitest";
import { databaseForTests } from "../database-for-tests";
import { transaction } from "../transaction";
import { returnStock, setStockQty } from "./return-stock";
import { setStock, stockOf } from "./stock-fixture";

describe("stock coming back", () => {
  const database = databaseForTests();

  it("says a product is back when returned units lift it from zero", async () => {
    await setStock(database.db, 20, 0, 0);
    expect(await returnStock(database.db, 20, 2)).toBe(true);
    expect(await stockOf(database.db, "BAG-1")).toMatchObject({ qty: 2, is_in_stock: true });
  });

  it("says nothing came back when the product was in stock already", async () => {
    await setStock(database.db, 20, 3, 1);
    expect(await returnStock(database.db, 20, 2)).toBe(false);
    expect(await stockOf(database.db, "BAG-1")).toMatchObject({ qty: 5, is_in_stock: true });
  });

  it("counts a product marked out of stock with units left as coming back", async () => {
    await setStock(database.db, 20, 4, 0);
    expect(await setStockQty(database.db, 20, 6)).toBe(true);
    expect(await stockOf(database.db, "BAG-1")).toMatchObject({ qty: 6, is_in_stock: true });
  });

  it("marks a product set to zero units out of stock, and back when units come", async () => {
    await setStock(database.db, 20, 3, 1);
    expect(await setStockQty(database.db, 20, 0)).toBe(false);
    expect(await stockOf(database.db, "BAG-1")).toMatchObject({ qty: 0, is_in_stock: false });
    expect(await setStockQty(database.db, 20, 0)).toBe(false);
    expect(await setStockQty(database.db, 20, 1)).toBe(true);
  });

  it("leaves products without stock management alone", async () => {
    await setStock(database.db, 33, 0, 1, 0);
    expect(await returnStock(database.db, 33, 3)).toBe(false);
    expect(await stockOf(database.db, "PATTERN-1")).toMatchObject({ qty: 0, is_in_stock: true });
  });

  it("reports a return from zero once when several returns race", async () => {
    await setStock(database.db, 20, 0, 0);
    const returns = Array.from({ length: 8 }, () =>
      transaction(database.db, (trx) => returnStock(trx, 20, 1)),
    );
    expect((await Promise.all(returns)).filter(Boolean)).toHaveLength(1);
    expect(await stockOf(database.db, "BAG-1")).toMatchObject({ qty: 8, is_in_stock: true });
  });

  it("rejects quantities that are not whole numbers above 0 (returns) or of 0 or more (levels)", () => {
    expect(() => returnStock(database.db, 20, 0)).toThrow(RangeError);
    expect(() => returnStock(database.db, 20, 1.5)).toThrow(RangeError);
    expect(() => setStockQty(database.db, 20, -1)).toThrow(RangeError);
  });
});
