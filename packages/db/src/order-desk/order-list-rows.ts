import type { OrderListRow, OrderPaymentState } from "@etalage/contracts";
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from "kysely";
import type { Schema } from "../schema";

/**
 * Where an order's money can stand, each worked out from the order alone (so the list can filter
 * and count it on 100,000 orders).
 */
export const ORDER_PAYMENT_STATES: readonly OrderPaymentState[] = [
  "canceled",
  "awaiting",
  "on_delivery",
  "paid",
];

export const paymentState = sql<OrderPaymentState>`case
  when orders.status = 'canceled' then 'canceled'
  when orders.status = 'pending_payment' then 'awaiting'
  when orders.payment_method_code = 'cashondelivery' then 'on_delivery'
  else 'paid' end`;

export interface OrderListFilter {
  status?: string;
  payment?: OrderPaymentState;
  /** An order number, e-mail address or name, or a part of one. */
  q?: string;
  /** The orders of one customer's account. */
  customerId?: number;
  /** ISO times: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  size: number;
  offset: number;
}

const AWAITING = "pending_payment";
const CANCELED = "canceled";
const ON_DELIVERY = "cashondelivery";

/** The same rule as `paymentState`, as conditions the indexes can serve. */
function paymentCondition(eb: ExpressionBuilder<Schema, "orders">, state: OrderPaymentState) {
  if (state === "canceled") return eb("orders.status", "=", CANCELED);
  if (state === "awaiting") return eb("orders.status", "=", AWAITING);
  const open = eb("orders.status", "not in", [CANCELED, AWAITING]);
  return state === "on_delivery"
    ? eb.and([open, eb("orders.payment_method_code", "=", ON_DELIVERY)])
    : eb.and([open, eb("orders.payment_method_code", "<>", ON_DELIVERY)]);
}

/**
 * Text that starts with `prefix` (lower-cased): a range an index on the lower-cased column
 * serves, checked again with LIKE so the collation cannot let a stranger in.
 */
function startsWith(column: RawBuilder<string>, prefix: string): Expression<SqlBool> {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const upper = prefix.slice(0, -1) + String.fromCodePoint(last + 1);
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`(${column} >= ${prefix} and ${column} < ${upper} and ${column} like ${like} escape '\\')`;
}

const lowerEmail = sql<string>`lower(orders.customer_email)`;
const lowerName = sql<string>`lower(orders.customer_firstname || ' ' || orders.customer_lastname)`;
const lowerLastname = sql<string>`lower(orders.customer_lastname)`;

/**
 * `q`: digits are an order number (as shown, or without its leading zeros); text with an @
 * is the start of an e-mail address; other text the start of a full name or of a last name.
 * Each is one look-up in an index, whatever the number of orders.
 */
function searchCondition(eb: ExpressionBuilder<Schema, "orders">, q: string) {
  const text = q.trim().toLowerCase();
  if (/^\d+$/.test(text))
    return eb("orders.increment_id", "in", [...new Set([text, text.padStart(9, "0")])]);
  if (text.includes("@")) return startsWith(lowerEmail, text);
  return eb.or([startsWith(lowerName, text), startsWith(lowerLastname, text)]);
}

function matching(eb: ExpressionBuilder<Schema, "orders">, filter: OrderListFilter) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status) conditions.push(eb("orders.status", "=", filter.status));
  if (filter.payment) conditions.push(paymentCondition(eb, filter.payment));
  if (filter.customerId !== undefined)
    conditions.push(eb("orders.customer_id", "=", filter.customerId));
  if (filter.from) conditions.push(eb("orders.created_at", ">=", filter.from));
  if (filter.to) conditions.push(eb("orders.created_at", "<", filter.to));
  if (filter.q?.trim()) conditions.push(searchCondition(eb, filter.q));
  return eb.and(conditions);
}

/** One page of the back office's order list, newest first, and how many orders match. */
export async function readOrderList(
  db: Kysely<Schema>,
  filter: OrderListFilter,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const rows = await db
    .selectFrom("orders")
    .select([
      "orders.increment_id",
      "orders.created_at",
      "orders.status",
      paymentState.as("payment_status"),
      "orders.customer_email",
      sql<string>`orders.customer_firstname || ' ' || orders.customer_lastname`.as("customer_name"),
      "orders.grand_total",
      "orders.total_qty_ordered as items_count",
    ])
    .where((eb) => matching(eb, filter))
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id", "desc")
    .limit(filter.size)
    .offset(filter.offset)
    .execute();
  const counted = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll().as("total"))
    .where((eb) => matching(eb, filter))
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({
      ...row,
      grand_total: Number(row.grand_total),
      items_count: Number(row.items_count),
    })),
    total: Number(counted.total),
  };
}

/** The payment state of one order, by the same rule as the list. */
export async function readOrderPaymentState(
  db: Kysely<Schema>,
  orderId: number,
): Promise<OrderPaymentState | undefined> {
  const row = await db
    .selectFrom("orders")
    .select(paymentState.as("payment_status"))
    .where("id", "=", orderId)
    .executeTakeFirst();
  return row?.payment_status;
}
