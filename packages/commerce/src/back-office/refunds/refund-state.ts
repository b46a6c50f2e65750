import {
  type Kysely,
  type OrderRow,
  readCreditNotes,
  readOrderPayments,
  readOrderShipments,
  readRefundedTotal,
  readRefundItems,
  type Schema,
} from "@etalage/db";
import { parseCreditNoteDocument } from "./credit-note-document";
import { cents } from "./refund-amounts";

/**
 * What the order detail shows of its money back: paid, paid back and left to pay back (cash on
 * delivery counts as paid once a parcel went out), each refund's lines, and the credit notes
 * with their PDFs.
 */
export async function refundStateOf(db: Kysely<Schema>, order: OrderRow) {
  const paidPayment = (await readOrderPayments(db, order.id)).find((p) => p.status === "paid");
  const paid = paidPayment
    ? Number(paidPayment.amount_value)
    : order.payment_method_code === "cashondelivery" &&
        order.status !== "canceled" &&
        (await readOrderShipments(db, order.id)).length > 0
      ? Number(order.grand_total)
      : 0;
  const refunded = cents(await readRefundedTotal(db, order.id));
  const notes = await readCreditNotes(db, order.id);
  return {
    paid,
    refunded,
    left_to_refund: Math.max(0, cents(paid - refunded)),
    credit_notes: notes.map((note) => {
      const document = parseCreditNoteDocument(note.document);
      return {
        number: note.number,
        refund_id: Number(note.refund_id),
        amount: Number(note.amount),
        currency: note.currency,
        vat: document.vat,
        lines: document.lines.map(({ sku, qty, amount }) => ({ sku, qty, amount })),
        shipping: document.shipping,
        by: note.staff_email,
        created_at: note.created_at,
        pdf_url: `/api/admin/orders/${order.increment_id}/credit-notes/${note.number}.pdf`,
      };
    }),
  };
}

/** Each refund's lines (sku and pieces, what they were worth, how many went back in stock). */
export async function refundLinesOf(
  db: Kysely<Schema>,
  refundIds: number[],
  skuOf: (orderItemId: number) => string | null,
) {
  const lines = new Map<
    number,
    { sku: string | null; qty: number; amount: number; restocked_qty: number }[]
  >();
  for (const item of await readRefundItems(db, refundIds)) {
    const list = lines.get(Number(item.refund_id)) ?? [];
    list.push({
      sku: skuOf(Number(item.order_item_id)),
      qty: Number(item.qty),
      amount: Number(item.amount),
      restocked_qty: Number(item.restocked_qty),
    });
    lines.set(Number(item.refund_id), list);
  }
  return lines;
}
