import { RETURN_WINDOW_DAYS } from "@etalage/contracts";
import {
  type Kysely,
  type OrderItemRow,
  readRefundedLines,
  readReturnedQty,
  readShippedQty,
  type Schema,
} from "@etalage/db";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment the return window closes: 14 days after the order's last parcel left. */
export function returnWindowEnd(lastShipment: { created_at: string }): Date {
  return new Date(new Date(lastShipment.created_at).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/**
 * How many pieces of an order's line may still be sent back: what shipped and was not returned
 * yet, and never pieces the shop paid back already (directly or for a return).
 */
export async function readPiecesLeft(
  db: Kysely<Schema>,
  orderId: number,
): Promise<(item: OrderItemRow) => number> {
  const shipped = await readShippedQty(db, orderId);
  const returned = await readReturnedQty(db, orderId);
  const refunded = await readRefundedLines(db, orderId);
  return (item) => {
    const id = Number(item.id);
    return Math.min(
      (shipped.get(id) ?? 0) - (returned.get(id) ?? 0),
      Number(item.qty_ordered) - (refunded.get(id)?.qty ?? 0),
    );
  };
}
