import {
  customerTokenQuery,
  orderCommentBody,
  paymentStatusBody,
  postPaymentBody,
  webhookBody,
} from "../../routes/mollie/payment-bodies";
import { bare, file, type Operation, ok, refusal } from "../answers";
import { int, list, nullable, obj, str } from "../schema-words";

const method = obj({ id: str, description: str });
const methodExample = {
  resource: "method",
  id: "ideal",
  description: "iDEAL",
  image: {
    size1x: "/api/ext/mollie/images/ideal.svg",
    size2x: "/api/ext/mollie/images/ideal.svg",
    svg: "/api/ext/mollie/images/ideal.svg",
  },
};
const paymentRefusals = {
  403: refusal(
    403,
    "The order is not the caller's: send its orderToken or the buyer's token",
    "This order is not yours",
  ),
  404: refusal(404, "No such order", "No such order"),
  409: refusal(
    409,
    "The order is paid already, or no longer waits for a payment",
    "This order has been paid already",
  ),
};

/** Paying an order through the payment provider (docs/specification/api-shapes.md §10). */
export const paymentOperations: Record<string, Operation> = {
  "GET /api/ext/mollie/payment-methods": {
    summary: "Payment methods offered",
    description: "In the payment provider's shape (no envelope).",
    tag: "Payments",
    caller: "anyone",
    answers: {
      200: bare(obj({ count: int, _embedded: obj({ methods: list(method) }) }), {
        count: 1,
        _embedded: { methods: [methodExample] },
      }),
      503: refusal(503, "No method can be offered now", "No payment methods"),
    },
  },
  "GET /api/ext/mollie/fetch-issuers": {
    summary: "The banks of iDEAL",
    description: "iDEAL in the payment provider's shape with its issuers (no envelope).",
    tag: "Payments",
    caller: "anyone",
    answers: {
      200: bare(obj({ id: str, issuers: list(obj({ id: str, name: str })) }), {
        ...methodExample,
        issuers: [
          {
            resource: "issuer",
            id: "ideal_INGBNL2A",
            name: "ING",
            image: { svg: "/api/ext/mollie/images/issuer.svg" },
          },
        ],
      }),
      503: refusal(503, "No issuers can be offered now", "No issuers"),
    },
  },
  "GET /api/ext/mollie/images/:name": {
    summary: "A payment method's or bank's picture",
    tag: "Payments",
    caller: "anyone",
    answers: {
      200: file("image/svg+xml", "The SVG drawing"),
      404: refusal(404, "No such picture", "No such image: paypal.svg"),
    },
  },
  "POST /api/ext/mollie/post-payment": {
    summary: "Start paying an order",
    description:
      "Creates the payment of an order waiting for one (the amount is the order's, never the body's) and answers the payment page to send the shopper to.",
    tag: "Payments",
    caller: "guest-or-customer",
    query: customerTokenQuery,
    body: postPaymentBody,
    bodyExample: {
      order_id: 42,
      orderToken: "kq3V9s0pX1",
      method: "ideal",
      issuer: "ideal_INGBNL2A",
      redirectUrl: "https://shop.example/order-status/kq3V9s0pX1",
    },
    answers: {
      200: ok(obj({ order_id: int, amount: str, payment_gateway_url: str }), {
        order_id: 42,
        amount: "64.95",
        payment_gateway_url: "https://shop.example/sandbox/pay/tr_abc123",
      }),
      ...paymentRefusals,
      422: refusal(
        422,
        "The payment provider refused the payment",
        "The amount is lower than the minimum",
      ),
      502: refusal(502, "The payment provider failed", "The payment provider did not answer"),
    },
  },
  "POST /api/ext/mollie/order-comments": {
    summary: "The shopper's word on an unpaid order",
    description: "`pending_payment` keeps it waiting; `canceled` cancels it and frees its stock.",
    tag: "Payments",
    caller: "guest-or-customer",
    query: customerTokenQuery,
    body: orderCommentBody,
    bodyExample: {
      order_id: 42,
      orderToken: "kq3V9s0pX1",
      order_comment: { statusHistory: { status: "canceled", comment: "Changed my mind" } },
    },
    answers: {
      200: ok(obj({ order_id: int, status: str }), { order_id: 42, status: "canceled" }),
      ...paymentRefusals,
    },
  },
  "POST /api/ext/mollie/webhook": {
    summary: "The payment provider's notice of a changed payment",
    description:
      "The provider posts a payment id (form or JSON); the shop asks the provider for the payment's state. Unknown ids get the same empty answer.",
    tag: "Payments",
    caller: "anyone",
    body: webhookBody,
    bodyType: "application/x-www-form-urlencoded",
    bodyExample: { id: "tr_abc123" },
    answers: {
      200: {
        description: "Taken",
        contentType: "text/plain",
        schema: { type: "string", maxLength: 0 },
        example: "",
      },
      400: refusal(400, "No payment id", "Invalid webhook body id: is required"),
      422: refusal(422, "The payment provider refused the look-up", "The payment provider refused"),
      502: refusal(502, "The payment provider failed", "The payment provider did not answer"),
    },
  },
  "POST /api/ext/mollie/get-payment-status": {
    summary: "An order's payment status",
    description:
      "What the order status page `/order-status/{order_token}` shows: the payment's state, the order, and a paid order's downloads and invoice.",
    tag: "Payments",
    caller: "anyone",
    body: paymentStatusBody,
    bodyExample: { token: "kq3V9s0pX1" },
    answers: {
      200: ok(
        obj({
          payment: obj({ status: str }),
          order: obj({ increment_id: str, customer_email: str, created_at: str }),
          downloads: list(obj({ title: str, file_name: str, url: str })),
          "invoice_number?": nullable(str),
        }),
        {
          payment: { status: "paid" },
          order: {
            increment_id: "000000042",
            customer_email: "anna@example.nl",
            created_at: "2026-11-27T12:00:00.000Z",
          },
          downloads: [],
          invoice_number: "F-000042",
        },
      ),
      400: refusal(400, "No order has this token", "The payment token is not valid"),
    },
  },
};
