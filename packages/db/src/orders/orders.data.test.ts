import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallCatalogue } from "../catalogue/fixtures/small-catalogue";
import { importCatalogue } from "../catalogue/import-catalogue";
import { openTestDatabase, type TestDatabase } from "../testing";
import { transaction } from "../transaction";
import { addOrderComment, readOrderStatusHistory } from "./order-comments";
import {
  findOrder,
  findOrderByClientId,
  findOrderByToken,
  insertOrder,
  type NewOrder,
  readOrderItems,
} from "./order-rows";

const now = "2025-04-01T12:00:00.000Z";
const address = JSON.stringify({ firstname: "Anna", country_id: "NL" });

function order(clientOrderId: string): NewOrder {
  return {
    client_order_id: clientOrderId,
    order_token: `token-${clientOrderId}`,
    quote_id: null,
    customer_id: null,
    customer_email: "anna@example.com",
    customer_firstname: "Anna",
    customer_lastname: "de Vries",
    store_code: "nl",
    status: "pending",
    state: "new",
    shipping_address: address,
    billing_address: address,
    shipping_carrier_code: "flatrate",
    shipping_method_code: "flatrate",
    shipping_description: "Courier - Flat rate",
    payment_method_code: "cashondelivery",
    payment_method_additional: null,
    coupon_code: null,
    currency_code: "EUR",
    subtotal: 49.59,
    subtotal_incl_tax: 60,
    discount_amount: 0,
    shipping_amount: 4.13,
    shipping_incl_tax: 5,
    tax_amount: 11.28,
    grand_total: 65,
    total_qty_ordered: 1,
    created_at: now,
    updated_at: now,
  };
}

const line = {
  product_id: 4,
  sku: "TAS-1",
  name: "Product TAS-1",
  product_type: "simple",
  product_option: null,
  qty_ordered: 1,
  price: 49.59,
  price_incl_tax: 60,
  tax_percent: 21,
  tax_amount: 10.41,
  discount_amount: 0,
  row_total: 49.59,
  row_total_incl_tax: 60,
};

describe("order repository", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await importCatalogue(database.db, smallCatalogue);
  });
  afterAll(() => database.close());

  const place = (clientOrderId: string) =>
    transaction(database.db, (trx) =>
      insertOrder(trx, order(clientOrderId), [line], { status: "pending", createdAt: now }),
    );

  it("writes an order with its lines and first status, numbered 000000001 onwards", async () => {
    const placed = await place("client-1");
    expect(placed.incrementId).toMatch(/^\d{9}$/);
    expect(await findOrder(database.db, placed.id)).toMatchObject({
      increment_id: placed.incrementId,
      grand_total: 65,
    });
    expect(await readOrderItems(database.db, placed.id)).toMatchObject([{ sku: "TAS-1" }]);
    expect(await readOrderStatusHistory(database.db, placed.id)).toMatchObject([
      { status: "pending", is_customer_notified: 0 },
    ]);
    expect((await findOrderByClientId(database.db, "client-1"))?.id).toBe(placed.id);
    expect((await findOrderByToken(database.db, "token-client-1"))?.id).toBe(placed.id);
  });

  it("gives orders placed at the same moment distinct, increasing numbers", async () => {
    const placed = await Promise.all(Array.from({ length: 12 }, (_, i) => place(`many-${i}`)));
    const numbers = placed.map((p) => p.incrementId);
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual([...numbers].sort((a, b) => Number(a) - Number(b)));
  });

  it("refuses a second order under the same client order id and leaves nothing of it", async () => {
    await place("client-2");
    const before = await database.db
      .selectFrom("order_items")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await expect(place("client-2")).rejects.toThrow();
    const after = await database.db
      .selectFrom("order_items")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("posts a pending_payment and a canceled comment that move the order's status", async () => {
    const placed = await place("client-3");
    const later = "2025-04-01T12:05:00.000Z";
    expect(
      await addOrderComment(database.db, placed.id, {
        status: "pending_payment",
        comment: "Payment created",
        createdAt: later,
      }),
    ).toBe(true);
    await addOrderComment(database.db, placed.id, {
      status: "canceled",
      state: "canceled",
      comment: "Payment could not be created: timeout",
      createdAt: later,
    });
    expect(await findOrder(database.db, placed.id)).toMatchObject({
      status: "canceled",
      state: "canceled",
    });
    expect((await readOrderStatusHistory(database.db, placed.id)).map((h) => h.status)).toEqual([
      "pending",
      "pending_payment",
      "canceled",
    ]);
    expect(
      await addOrderComment(database.db, 999_999, { status: "canceled", createdAt: later }),
    ).toBe(false);
  });
});
