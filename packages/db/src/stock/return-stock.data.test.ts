import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallCatalogue } from "../catalogue/fixtures/small-catalogue";
import { importCatalogue } from "../catalogue/import-catalogue";
import { openTestDatabase, type TestDatabase } from "../testing";
import { transaction } from "../transaction";
import { readStock } from "./read-stock";
import { returnStock, setStockQty } from "./return-stock";

describe("stock coming back", () => {
  let database: TestDatabase;
  const setStock = (productId: number, qty: number, isInStock: number, manageStock = 1) =>
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

  it("says a product is back when returned units lift it from zero", async () => {
    await setStock(4, 0, 0);
    expect(await returnStock(database.db, 4, 2)).toBe(true);
    expect(await stockOf("TAS-1")).toMatchObject({ qty: 2, is_in_stock: true });
  });

  it("says nothing came back when the product was in stock already", async () => {
    await setStock(4, 3, 1);
    expect(await returnStock(database.db, 4, 2)).toBe(false);
    expect(await stockOf("TAS-1")).toMatchObject({ qty: 5, is_in_stock: true });
  });

  it("counts a product marked out of stock with units left as coming back", async () => {
    await setStock(4, 4, 0);
    expect(await setStockQty(database.db, 4, 6)).toBe(true);
    expect(await stockOf("TAS-1")).toMatchObject({ qty: 6, is_in_stock: true });
  });

  it("marks a product set to zero units out of stock, and back when units come", async () => {
    await setStock(4, 3, 1);
    expect(await setStockQty(database.db, 4, 0)).toBe(false);
    expect(await stockOf("TAS-1")).toMatchObject({ qty: 0, is_in_stock: false });
    expect(await setStockQty(database.db, 4, 0)).toBe(false);
    expect(await setStockQty(database.db, 4, 1)).toBe(true);
  });

  it("leaves products without stock management alone", async () => {
    await setStock(5, 0, 1, 0);
    expect(await returnStock(database.db, 5, 3)).toBe(false);
    expect(await stockOf("SJAAL-1")).toMatchObject({ qty: 0, is_in_stock: true });
  });

  it("reports a return from zero once when several returns race", async () => {
    await setStock(4, 0, 0);
    const returns = Array.from({ length: 8 }, () =>
      transaction(database.db, (trx) => returnStock(trx, 4, 1)),
    );
    expect((await Promise.all(returns)).filter(Boolean)).toHaveLength(1);
    expect(await stockOf("TAS-1")).toMatchObject({ qty: 8, is_in_stock: true });
  });

  it("rejects quantities that are not whole numbers above 0 (returns) or of 0 or more (levels)", () => {
    expect(() => returnStock(database.db, 4, 0)).toThrow(RangeError);
    expect(() => returnStock(database.db, 4, 1.5)).toThrow(RangeError);
    expect(() => setStockQty(database.db, 4, -1)).toThrow(RangeError);
  });
});
