import { cancelBody, noteBody, shipBody } from "../../routes/admin/order-action-routes";
import { listQuery, orderNumberParams } from "../../routes/admin/order-routes";
import { creditNoteParams, refundBody } from "../../routes/admin/refund-routes";
import { file, listPage, type Operation, ok, refusal } from "../answers";
import { bool, int, nullable, num, obj, str } from "../schema-words";

const noOrder = refusal(404, "No such order", "No such order");
const conflict = (message: string) => refusal(409, "The order's state does not allow it", message);
export const orderRow = obj({
  increment_id: str,
  created_at: str,
  status: str,
  payment_status: str,
  customer_email: str,
  customer_name: str,
  grand_total: num,
  items_count: int,
});
export const orderRowExample = {
  increment_id: "000000042",
  created_at: "2026-11-27T12:00:00.000Z",
  status: "processing",
  payment_status: "paid",
  customer_email: "anna@example.nl",
  customer_name: "Anna de Vries",
  grand_total: 64.95,
  items_count: 1,
};
const onOrder = { tag: "Orders", caller: "staff" as const, params: orderNumberParams };

/** `/api/admin/orders`: the orders, and shipping, notes, cancelling and paying back. */
export const adminOrderOperations: Record<string, Operation> = {
  "GET /api/admin/orders": {
    summary: "Orders, filtered and paged",
    description: "`from` and `to` are the shop's days in Amsterdam, both included.",
    tag: "Orders",
    caller: "staff",
    query: listQuery,
    answers: {
      200: listPage(orderRow, orderRowExample),
    },
  },
  "GET /api/admin/orders/:incrementId": {
    summary: "One order with everything staff need",
    ...onOrder,
    answers: {
      200: ok(obj({ increment_id: str }), {
        increment_id: "000000042",
        status: "processing",
        items: [],
        shipments: [],
        notes: [],
      }),
      404: noOrder,
    },
  },
  "POST /api/admin/orders/:incrementId/ship": {
    summary: "Ship an order, or some of its lines",
    ...onOrder,
    body: shipBody,
    bodyExample: { carrier: "postnl", tracking_number: "3SABCD1234567" },
    answers: {
      200: ok(obj({ shipment_id: int, status: str }), { shipment_id: 3, status: "complete" }),
      404: noOrder,
      409: conflict("Nothing of this order is left to ship"),
    },
  },
  "POST /api/admin/orders/:incrementId/notes": {
    summary: "Write a note on an order",
    description: "With `notify_customer`, the customer gets it by mail.",
    ...onOrder,
    body: noteBody,
    bodyExample: { text: "Pakket komt een dag later.", notify_customer: true },
    answers: { 200: ok(bool, true), 404: noOrder },
  },
  "POST /api/admin/orders/:incrementId/cancel": {
    summary: "Cancel an order before it ships",
    description: "Frees its stock; a paid order is paid back in full, which only the owner may do.",
    ...onOrder,
    body: cancelBody,
    bodyExample: { reason: "Klant belde om te annuleren" },
    answers: {
      200: ok(
        obj({
          status: { const: "canceled" },
          refund: nullable(obj({ amount: num, currency: str, status: str, error: nullable(str) })),
        }),
        {
          status: "canceled",
          refund: { amount: 64.95, currency: "EUR", status: "refunded", error: null },
        },
      ),
      404: noOrder,
      409: conflict("This order has shipped and cannot be cancelled"),
    },
  },
  "POST /api/admin/orders/:incrementId/refund": {
    summary: "Pay money back on an order",
    description:
      "For the owner. The amount is worked out from the order's lines and shipping (`amount` can only lower it); a credit note is made.",
    ...onOrder,
    body: refundBody,
    bodyExample: {
      lines: [{ sku: "WS12-M-Blue", qty: 1 }],
      shipping: false,
      restock: true,
      reason: "Retour ontvangen",
    },
    answers: {
      200: ok(
        obj({
          refund_id: int,
          amount: num,
          currency: str,
          status: str,
          credit_note: obj({ number: str, pdf_url: str }),
          refunded_total: num,
          left_to_refund: num,
        }),
        {
          refund_id: 4,
          amount: 59.95,
          currency: "EUR",
          status: "refunded",
          credit_note: {
            number: "CN-000001",
            pdf_url: "/api/admin/orders/000000042/credit-notes/CN-000001.pdf",
          },
          refunded_total: 59.95,
          left_to_refund: 5,
        },
      ),
      404: noOrder,
      409: conflict("Nothing of this order is left to pay back"),
      502: refusal(502, "The payment provider failed", "The payment provider did not answer"),
    },
  },
  "GET /api/admin/orders/:incrementId/credit-notes/:number": {
    summary: "A credit note of an order",
    tag: "Orders",
    caller: "staff",
    params: creditNoteParams,
    answers: {
      200: file("application/pdf", "The credit note"),
      404: refusal(404, "No such credit note", "No such credit note"),
    },
  },
  "GET /api/admin/orders/:incrementId/invoice.pdf": {
    summary: "An order's invoice",
    ...onOrder,
    answers: {
      200: file("application/pdf", "The invoice"),
      404: refusal(404, "No such order, or not invoiced yet", "This order has no invoice yet"),
    },
  },
};
