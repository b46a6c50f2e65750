import type { ReturnReason, ReturnStatus, ReturnView } from "@etalage/contracts";
import {
  type Kysely,
  type OrderItemRow,
  type OrderReturnRow,
  readOrderItems,
  readOrderNumbers,
  readReturnItems,
  type Schema,
} from "@etalage/db";
import type { ReturnMailLine } from "./return-desk-context";

/** Returns of any orders as the customer and the back office see them, their order numbers read. */
export async function returnViewsOfOrders(
  db: Kysely<Schema>,
  returns: OrderReturnRow[],
): Promise<ReturnView[]> {
  const orderNumbers = await readOrderNumbers(
    db,
    returns.map((entry) => Number(entry.order_id)),
  );
  return returnViews(db, returns, orderNumbers);
}

/** Returns as the customer and the back office see them, lines named by sku and name. */
export async function returnViews(
  db: Kysely<Schema>,
  returns: OrderReturnRow[],
  orderNumbers: Map<number, string>,
): Promise<ReturnView[]> {
  const items = await readReturnItems(
    db,
    returns.map((entry) => Number(entry.id)),
  );
  const orderItems = new Map<number, OrderItemRow>();
  for (const orderId of new Set(returns.map((entry) => Number(entry.order_id))))
    for (const item of await readOrderItems(db, orderId)) orderItems.set(Number(item.id), item);
  return returns.map((entry) => ({
    number: entry.number,
    increment_id: orderNumbers.get(Number(entry.order_id)) ?? "",
    status: entry.status as ReturnStatus,
    created_at: entry.created_at,
    updated_at: entry.updated_at,
    reject_reason: entry.reject_reason,
    refunded_amount: entry.refunded_amount === null ? null : Number(entry.refunded_amount),
    lines: items
      .filter((item) => Number(item.return_id) === Number(entry.id))
      .map((item) => {
        const line = orderItems.get(Number(item.order_item_id));
        return {
          sku: line?.sku ?? "",
          name: line?.name ?? "",
          qty: Number(item.qty),
          reason: item.reason as ReturnReason,
          comment: item.comment,
          received_qty: item.received_qty === null ? null : Number(item.received_qty),
          restocked_qty: item.restocked_qty === null ? null : Number(item.restocked_qty),
        };
      }),
  }));
}

/** A return's lines for its mails, with the options the order's mails show. */
export function returnMailLines(
  view: ReturnView,
  optionsOfSku: (sku: string) => string[],
  qtyOf: (line: ReturnView["lines"][number]) => number = (line) => line.qty,
): ReturnMailLine[] {
  return view.lines
    .map((line) => ({
      name: line.name,
      options: optionsOfSku(line.sku),
      qty: qtyOf(line),
      reason: line.reason,
      comment: line.comment,
    }))
    .filter((line) => line.qty > 0);
}
