import type { Kysely, Selectable } from "kysely";
import type { MailOutboxTable, OrderShipmentsTable, Schema } from "../schema";

export type OrderShipmentRow = Selectable<OrderShipmentsTable>;

export function findOrderByNumber(db: Kysely<Schema>, incrementId: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("increment_id", "=", incrementId)
    .executeTakeFirst();
}

/** An order's shipments, oldest first, each with the pieces of each line it took. */
export async function readOrderShipments(db: Kysely<Schema>, orderId: number) {
  const shipments = await db
    .selectFrom("order_shipments")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const ids = shipments.map((shipment) => shipment.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .selectFrom("order_shipment_items")
          .selectAll()
          .where("shipment_id", "in", ids)
          .execute();
  return shipments.map((shipment) => ({
    ...shipment,
    items: items
      .filter((item) => item.shipment_id === shipment.id)
      .map((item) => ({ order_item_id: Number(item.order_item_id), qty: Number(item.qty) })),
  }));
}

/** Pieces shipped so far per order line. */
export async function readShippedQty(
  db: Kysely<Schema>,
  orderId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("order_shipment_items as i")
    .innerJoin("order_shipments as s", "s.id", "i.shipment_id")
    .select(["i.order_item_id", (eb) => eb.fn.sum<number>("i.qty").as("qty")])
    .where("s.order_id", "=", orderId)
    .groupBy("i.order_item_id")
    .execute();
  return new Map(rows.map((row) => [Number(row.order_item_id), Number(row.qty)]));
}

export interface NewShipment {
  orderId: number;
  carrier: string;
  trackingNumber: string | null;
  staffEmail: string;
  createdAt: string;
  items: { orderItemId: number; qty: number }[];
}

export async function insertShipment(db: Kysely<Schema>, shipment: NewShipment): Promise<number> {
  const inserted = await db
    .insertInto("order_shipments")
    .values({
      order_id: shipment.orderId,
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      staff_email: shipment.staffEmail,
      created_at: shipment.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  await db
    .insertInto("order_shipment_items")
    .values(
      shipment.items.map((item) => ({
        shipment_id: id,
        order_item_id: item.orderItemId,
        qty: item.qty,
      })),
    )
    .execute();
  return id;
}

export type OrderMailRow = Pick<
  Selectable<MailOutboxTable>,
  "id" | "template" | "subject" | "recipient_address" | "status" | "created_at" | "sent_at"
>;

/** The mails sent to the order's address that name its number, oldest first. */
export function readOrderMails(
  db: Kysely<Schema>,
  address: string,
  incrementId: string,
): Promise<OrderMailRow[]> {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "template", "subject", "recipient_address", "status", "created_at", "sent_at"])
    .where("recipient_address", "=", address)
    .where((eb) =>
      eb.or([
        eb("subject", "like", `%${incrementId}%`),
        eb("text_body", "like", `%${incrementId}%`),
      ]),
    )
    .orderBy("id")
    .execute();
}

/** Every payment made for an order, oldest first. */
export function readOrderPayments(db: Kysely<Schema>, orderId: number) {
  return db
    .selectFrom("order_payments")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
