import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallCatalogue } from "../catalogue/fixtures/small-catalogue";
import { importCatalogue } from "../catalogue/import-catalogue";
import { migrations } from "../migrations";
import { openTestDatabase, type TestDatabase } from "../testing";
import { transaction } from "../transaction";
import { findOrderInvoice, invoiceOrder } from "./order-invoices";
import { insertOrder, type NewOrder } from "./order-rows";

const address = JSON.stringify({ firstname: "Anna", country_id: "NL" });

function order(clientOrderId: string): NewOrder {
  const now = "2025-04-01T12:00:00.000Z";
  return {
    client_order_id: clientOrderId,
    order_token: `token-${clientOrderId}`,
    quote_id: null,
    customer_id: null,
    customer_email: "anna@example.com",
    customer_firstname: "Anna",
    customer_lastname: "de Vries",
    store_code: "nl",
    status: "processing",
    state: "processing",
    shipping_address: address,
    billing_address: address,
    shipping_carrier_code: "flatrate",
    shipping_method_code: "flatrate",
    shipping_description: "Courier - Flat rate",
    payment_method_code: "ideal",
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

describe("invoice numbers (migration 0215)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await importCatalogue(database.db, smallCatalogue);
  });
  afterAll(() => database.close());

  const place = (id: string) =>
    transaction(database.db, (trx) =>
      insertOrder(trx, order(id), [line], {
        status: "processing",
        createdAt: "2025-04-01T12:00:00Z",
      }),
    );

  it("numbers the invoices written before it per year in the order they were made, and the next one follows", async () => {
    const migration = migrations["0215-invoice-numbers"]!;
    await migration.down?.(database.db);
    // Invoices as the shop wrote them before numbers existed.
    const made = [
      "2025-06-01T10:00:00.000Z",
      "2025-12-31T23:30:00.000Z", // already 1 January 2026 in Amsterdam
      "2026-02-01T10:00:00.000Z",
    ];
    const orders = [];
    for (const [index, createdAt] of made.entries()) {
      const placed = await place(`before-${index}`);
      orders.push(placed.id);
      await sql`insert into order_invoices (order_id, payment_id, currency_code, grand_total, created_at)
        values (${placed.id}, ${`tr_${index}`}, 'EUR', 65, ${createdAt})`.execute(database.db);
    }
    await migration.up(database.db);

    const numbers = await Promise.all(
      orders.map(async (id) => (await findOrderInvoice(database.db, id))?.invoice_number),
    );
    expect(numbers).toEqual(["INV-2025-000001", "INV-2026-000001", "INV-2026-000002"]);
    const next = await place("after");
    // Cash on delivery: no provider payment.
    const number = await transaction(database.db, (trx) =>
      invoiceOrder(trx, {
        orderId: next.id,
        paymentId: null,
        currency: "EUR",
        grandTotal: 65,
        createdAt: "2026-03-01T10:00:00.000Z",
      }),
    );
    expect(number).toBe("INV-2026-000003");
    await expect(
      transaction(database.db, (trx) =>
        invoiceOrder(trx, {
          orderId: next.id,
          paymentId: null,
          currency: "EUR",
          grandTotal: 65,
          createdAt: "2026-03-01T10:00:00.000Z",
        }),
      ),
    ).rejects.toThrow();
  });
});
