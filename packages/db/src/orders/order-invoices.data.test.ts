import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseForTests } from "../database-for-tests";
import { migrations } from "../migrations";
import { transaction } from "../transaction";
import { findOrderInvoice, invoiceOrder } from "./order-invoices";
import { insertOrder } from "./order-rows";
import { bagLine, testOrder } from "./test-order";

/** The orders of these tests are paid by iDEAL and being processed. */
const PAID_BY_IDEAL = {
  status: "processing",
  state: "processing",
  payment_method_code: "ideal",
} as const;

describe("invoice numbers (migration 0215)", () => {
  const database = databaseForTests();

  const place = (id: string) =>
    transaction(database.db, (trx) =>
      insertOrder(trx, testOrder(id, PAID_BY_IDEAL), [bagLine], {
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
    const invoiceNext = () =>
      transaction(database.db, (trx) =>
        invoiceOrder(trx, {
          orderId: next.id,
          paymentId: null,
          currency: "EUR",
          grandTotal: 65,
          createdAt: "2026-03-01T10:00:00.000Z",
        }),
      );
    expect(await invoiceNext()).toBe("INV-2026-000003");
    // The same order is not invoiced twice.
    await expect(invoiceNext()).rejects.toThrow();
  });
});
