import {
  type Kysely,
  type NewOrderItem,
  type OrderRow,
  readOrderItems,
  type Schema,
} from "@etalage/db";
import { type CartContext, type RequestedProductOption, resolveLine } from "../cart";

/** Why an order was cancelled: its payment failed, was stopped, ran out of time or never began. */
export type OrderCancelReason = "failed" | "canceled" | "expired" | "not-started";

/** The mails of an order's life: placed, paid, cancelled. */
export type OrderMailEvent =
  | { kind: "order-confirmation" }
  | { kind: "order-paid" }
  | { kind: "order-canceled"; reason: OrderCancelReason };

/** One order line as its mails show it, options named in the order's language. */
export interface OrderMailLine {
  name: string;
  sku: string;
  qty: number;
  /** "Kleur: Zwart"-style pairs; empty when the line has none or its product left the catalogue. */
  options: { label: string; value: string }[];
  priceInclTax: number;
  rowTotalInclTax: number;
}

/** Everything an order's mail says, read inside the transaction that causes the mail. */
export type OrderMailFacts = OrderMailEvent & { order: OrderRow; lines: OrderMailLine[] };

/** Queues an order's mail in the running transaction; it leaves only once that commits. */
export type QueueOrderMail = (facts: OrderMailFacts) => Promise<void>;

/**
 * Runs one step of an order's life in one transaction, with the way to queue its mails there.
 * In the shop: the mail room's transaction, whose mails are sent right after the commit.
 */
export type OrderTransaction = <T>(
  fn: (trx: Kysely<Schema>, queueOrderMail: QueueOrderMail) => Promise<T>,
) => Promise<T>;

/** The option labels of a stored line, worked out again as the cart did; none if that fails. */
function optionsOf(
  ctx: CartContext,
  order: OrderRow,
  sku: string,
  qty: number,
  stored: string | null,
) {
  if (!stored) return [];
  try {
    const productOption = JSON.parse(stored) as RequestedProductOption;
    return resolveLine(ctx.catalogue, order.store_code, { sku, qty, productOption }).optionLabels;
  } catch {
    return [];
  }
}

/** What a mail tells of an order line, as stored. */
type MailedItem = Pick<
  NewOrderItem,
  "name" | "sku" | "qty_ordered" | "product_option" | "price_incl_tax" | "row_total_incl_tax"
>;

/**
 * The facts of an order's mail, read in the transaction (`trx`) that writes the change. The
 * transaction that has just written the lines hands them in (`written`) instead of reading them.
 */
export async function orderMailFacts(
  ctx: CartContext,
  trx: Kysely<Schema>,
  order: OrderRow,
  event: OrderMailEvent,
  written?: readonly MailedItem[],
): Promise<OrderMailFacts> {
  const items = written ?? (await readOrderItems(trx, order.id));
  const lines = items.map((item) => ({
    name: item.name,
    sku: item.sku,
    qty: item.qty_ordered,
    options: optionsOf(ctx, order, item.sku, item.qty_ordered, item.product_option ?? null),
    priceInclTax: item.price_incl_tax,
    rowTotalInclTax: item.row_total_incl_tax,
  }));
  return { ...event, order, lines };
}
