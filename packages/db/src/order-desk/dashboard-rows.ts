import type { LowStockProduct } from "@etalage/contracts";
import { type Kysely, sql } from "kysely";
import type { Schema } from "../schema";

/** Money of one hour (UTC, `YYYY-MM-DDTHH`): incl. and excl. VAT, and how many orders. */
export interface HourTakings {
  hour: string;
  incl_vat: number;
  excl_vat: number;
  orders: number;
}

/** Refunds that pay nothing back (the provider refused, or they were stopped). */
const UNPAID_REFUNDS = ["failed", "canceled"];

// Literal text, never a parameter, so PostgreSQL sees the select's and the group's as one.
const invoiceHour = sql<string>`substr(i.created_at, 1, 13)`;
const refundHour = sql<string>`substr(r.created_at, 1, 13)`;

/**
 * Orders invoiced since `since`, per hour: an order paid online is invoiced when its payment
 * arrives, cash on delivery when its first parcel ships. Hours map onto the shop's days
 * whatever its time zone's offset.
 */
export async function readPaidPerHour(db: Kysely<Schema>, since: string): Promise<HourTakings[]> {
  const rows = await db
    .selectFrom("order_invoices as i")
    .innerJoin("orders as o", "o.id", "i.order_id")
    .select([
      invoiceHour.as("hour"),
      sql<number>`sum(i.grand_total)`.as("incl_vat"),
      sql<number>`sum(i.grand_total - o.tax_amount)`.as("excl_vat"),
      sql<number>`count(*)`.as("orders"),
    ])
    .where("i.created_at", ">=", since)
    .groupBy(invoiceHour)
    .execute();
  return rows.map(numbers);
}

/**
 * Money paid back since `since`, per hour; excl. VAT in the proportion of its order's totals.
 * `orders` counts the refunds.
 */
export async function readRefundedPerHour(
  db: Kysely<Schema>,
  since: string,
): Promise<HourTakings[]> {
  const rows = await db
    .selectFrom("order_refunds as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .select([
      refundHour.as("hour"),
      sql<number>`sum(r.amount)`.as("incl_vat"),
      sql<number>`sum(case when o.grand_total > 0
        then r.amount * (o.grand_total - o.tax_amount) / o.grand_total else r.amount end)`.as(
        "excl_vat",
      ),
      sql<number>`count(*)`.as("orders"),
    ])
    .where("r.created_at", ">=", since)
    .where("r.status", "not in", UNPAID_REFUNDS)
    .groupBy(refundHour)
    .execute();
  return rows.map(numbers);
}

const numbers = (row: HourTakings): HourTakings => ({
  hour: row.hour,
  incl_vat: Number(row.incl_vat),
  excl_vat: Number(row.excl_vat),
  orders: Number(row.orders),
});

/** Orders waiting to ship: placed with cash on delivery, or paid (as the ship step takes them). */
export async function countOrdersToShip(db: Kysely<Schema>): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("status", "in", ["pending", "processing"])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Reviews waiting for the owner's yes or no (status 2, pending). */
export async function countReviewsWaiting(db: Kysely<Schema>): Promise<number> {
  const row = await db
    .selectFrom("reviews")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("status", "=", 2)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Returns the customer asked for that have not arrived yet. */
export async function countReturnsWaiting(db: Kysely<Schema>): Promise<number> {
  const row = await db
    .selectFrom("order_returns")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("status", "=", "requested")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Enabled products whose stock is counted and down to `atMost` pieces, fewest first, at most
 * `limit`. Configurable parents, bundles and grouped products hold no stock of their own.
 */
export async function readLowStock(
  db: Kysely<Schema>,
  atMost: number,
  limit: number,
): Promise<LowStockProduct[]> {
  const rows = await db
    .selectFrom("stock_items as s")
    .innerJoin("products as p", "p.id", "s.product_id")
    .select(["p.sku", "p.name_nl as name", "s.qty"])
    .where("s.manage_stock", "=", 1)
    .where("s.qty", "<=", atMost)
    .where("p.status", "=", 1)
    .where("p.type_id", "not in", ["configurable", "bundle", "grouped"])
    .orderBy("s.qty")
    .orderBy("p.sku")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, qty: Number(row.qty) }));
}
