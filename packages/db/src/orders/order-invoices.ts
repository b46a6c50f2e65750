import { SHOP_TIME_ZONE } from "@etalage/contracts";
import type { Kysely, Selectable } from "kysely";
import type { OrderInvoicesTable, Schema } from "../schema";

export type OrderInvoice = Selectable<OrderInvoicesTable>;

// Invoices are numbered per calendar year of the shop (the Netherlands), not of UTC.
const SHOP_YEAR = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: SHOP_TIME_ZONE });

/** The calendar year an invoice made at `iso` belongs to. */
export const invoiceYearOf = (iso: string) => Number(SHOP_YEAR.format(new Date(iso)));

/** `INV-2026-000001`. */
export const formatInvoiceNumber = (year: number, sequence: number) =>
  `INV-${year}-${String(sequence).padStart(6, "0")}`;

/**
 * The year's next invoice number, from its counter row raised in the caller's transaction: a
 * second transaction raising it waits for the first to end (PostgreSQL locks the row; SQLite
 * writes one at a time), and a rolled-back one gives its number back, so there are no gaps.
 */
async function nextInvoiceNumber(trx: Kysely<Schema>, year: number): Promise<string> {
  await trx
    .insertInto("invoice_number_counters")
    .values({ year, last_number: 0 })
    .onConflict((conflict) => conflict.column("year").doNothing())
    .execute();
  const { last_number } = await trx
    .updateTable("invoice_number_counters")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("year", "=", year)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return formatInvoiceNumber(year, Number(last_number));
}

export interface NewInvoice {
  orderId: number;
  /** The provider's payment; null for cash on delivery. */
  paymentId: string | null;
  currency: string;
  grandTotal: number;
  /** ISO time of payment (cash on delivery: of shipping); its year picks the number. */
  createdAt: string;
}

/**
 * Invoices an order with the next number of the year. Run it inside the transaction that marks
 * the order paid; the unique order_id refuses a second invoice of one order.
 */
export async function invoiceOrder(trx: Kysely<Schema>, invoice: NewInvoice): Promise<string> {
  const invoiceNumber = await nextInvoiceNumber(trx, invoiceYearOf(invoice.createdAt));
  await trx
    .insertInto("order_invoices")
    .values({
      order_id: invoice.orderId,
      payment_id: invoice.paymentId,
      currency_code: invoice.currency,
      grand_total: invoice.grandTotal,
      created_at: invoice.createdAt,
      invoice_number: invoiceNumber,
    })
    .execute();
  return invoiceNumber;
}

/** The order's invoice, if it has one. */
export function findOrderInvoice(
  db: Kysely<Schema>,
  orderId: number,
): Promise<OrderInvoice | undefined> {
  return db
    .selectFrom("order_invoices")
    .selectAll()
    .where("order_id", "=", orderId)
    .executeTakeFirst();
}

/** The invoice numbers of those of the orders that have one. */
export async function invoiceNumbersOfOrders(
  db: Kysely<Schema>,
  orderIds: readonly number[],
): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("order_invoices")
    .select(["order_id", "invoice_number"])
    .where("order_id", "in", [...orderIds])
    .execute();
  return new Map(
    rows.flatMap((row) => (row.invoice_number ? [[row.order_id, row.invoice_number]] : [])),
  );
}
