import type { Kysely, Selectable } from "kysely";
import type { OrderStatusHistoryTable, Schema } from "../schema";

export type OrderStatusRow = Selectable<OrderStatusHistoryTable>;

/** One entry of an order's status history (Magento's order comment). */
export interface OrderComment {
  status: string;
  comment?: string | null;
  isCustomerNotified?: boolean;
  isVisibleOnFront?: boolean;
  createdAt: string;
}

export function commentRow(orderId: number, comment: OrderComment) {
  return {
    order_id: orderId,
    status: comment.status,
    comment: comment.comment ?? null,
    is_customer_notified: comment.isCustomerNotified ? 1 : 0,
    is_visible_on_front: comment.isVisibleOnFront ? 1 : 0,
    created_at: comment.createdAt,
  };
}

/**
 * Posts a comment to an order and moves the order to the comment's status (and state, when
 * given), as Magento's order comments do. False when there is no such order.
 */
export async function addOrderComment(
  db: Kysely<Schema>,
  orderId: number,
  comment: OrderComment & { state?: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("orders")
    .set({
      status: comment.status,
      ...(comment.state === undefined ? {} : { state: comment.state }),
      updated_at: comment.createdAt,
    })
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await db.insertInto("order_status_history").values(commentRow(orderId, comment)).execute();
  return true;
}

/** An order's status history, oldest first. */
export function readOrderStatusHistory(
  db: Kysely<Schema>,
  orderId: number,
): Promise<OrderStatusRow[]> {
  return db
    .selectFrom("order_status_history")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
}
