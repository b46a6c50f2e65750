import { beforeAll, describe, expect, it } from "vitest";
import { databaseForTests } from "./database-for-tests";
import { testOrder } from "./orders/test-order";
import { insertQuote } from "./quotes/quote-rows";

const now = "2025-04-01T12:00:00.000Z";

describe("unique constraints", () => {
  const database = databaseForTests();
  beforeAll(async () => {
    await insertQuote(database.db, { id: "guest-cart-1", customerId: null, storeCode: "nl", now });
  });

  const addLine = (sku: string, productId: number, checksum: string) =>
    database.db
      .insertInto("quote_items")
      .values({
        quote_id: "guest-cart-1",
        product_id: productId,
        sku,
        qty: 1,
        product_type: "simple",
        product_option: checksum ? `{"checksum":"${checksum}"}` : null,
        options_checksum: checksum,
        created_at: now,
        updated_at: now,
      })
      .execute();

  const placeOrder = (incrementId: string, clientOrderId: string | null, token: string) =>
    database.db
      .insertInto("orders")
      .values({
        ...testOrder("", { client_order_id: clientOrderId, order_token: token }),
        increment_id: incrementId,
      })
      .execute();

  it("keeps one cart line per sku and options checksum", async () => {
    await addLine("BAG-1", 20, "");
    await expect(addLine("BAG-1", 20, "")).rejects.toThrow();
    await addLine("BAG-1", 20, "initialen-abc");
    await expect(addLine("BAG-1", 20, "initialen-abc")).rejects.toThrow();
    const lines = await database.db.selectFrom("quote_items").select("sku").execute();
    expect(lines).toHaveLength(2);
  });

  it("gives every order its own increment id", async () => {
    await placeOrder("000000001", "client-a", "token-a");
    await expect(placeOrder("000000001", "client-b", "token-b")).rejects.toThrow();
  });

  it("accepts a client order_id once, so a retried placement cannot order twice", async () => {
    await placeOrder("000000002", "client-c", "token-c");
    await expect(placeOrder("000000003", "client-c", "token-d")).rejects.toThrow();
  });

  it("allows many orders without a client order_id", async () => {
    await placeOrder("000000004", null, "token-e");
    await placeOrder("000000005", null, "token-f");
    const orders = await database.db.selectFrom("orders").select("increment_id").execute();
    expect(orders.map((order) => order.increment_id).sort()).toEqual([
      "000000001",
      "000000002",
      "000000004",
      "000000005",
    ]);
  });
});
