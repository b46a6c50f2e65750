import { CART_MESSAGES, USER_MESSAGES } from "@etalage/contracts";
import { callerQuery } from "../../routes/cart/cart-caller";
import {
  customerTokenQuery,
  orderCommentBody,
  paymentStatusBody,
  postPaymentBody,
  webhookBody,
} from "../../routes/mollie/payment-bodies";
import { orderBody } from "../../routes/order/order-body";
import { bare, file, type Operation, ok, refusal } from "../answers";
import { bool, int, list, nullable, num, obj, str } from "../schema-words";

const placedOrder = obj({
  magentoOrderId: int,
  orderNumber: str,
  backendOrderId: int,
  transferedAt: str,
  orderToken: str,
  totals: obj({
    grand_total: num,
    subtotal_incl_tax: num,
    shipping_incl_tax: num,
    discount_amount: num,
    tax_amount: num,
  }),
});

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

/** Placing an order and paying it (docs/specification/api-shapes.md §3, §10). */
export const orderOperations: Record<string, Operation> = {
  "POST /api/order": {
    summary: "Place an order",
    description:
      "Places the order of the body's products, priced and checked for stock on the server; the client's `order_id` makes a re-send safe. A customer's token attaches the order to her.",
    tag: "Order",
    caller: "guest-or-customer",
    query: callerQuery,
    body: orderBody,
    bodyExample: {
      order_id: "3f0c1a2b-5d6e",
      products: [{ sku: "WS12-M-Blue", qty: 1 }],
      addressInformation: {
        shippingAddress: {
          firstname: "Anna",
          lastname: "de Vries",
          street: ["Oudegracht 1"],
          city: "Utrecht",
          postcode: "3511 AB",
          country_id: "NL",
          email: "anna@example.nl",
          telephone: "0612345678",
        },
        billingAddress: {
          firstname: "Anna",
          lastname: "de Vries",
          street: ["Oudegracht 1"],
          city: "Utrecht",
          postcode: "3511 AB",
          country_id: "NL",
          email: "anna@example.nl",
          telephone: "0612345678",
        },
        shipping_method_code: "flatrate",
        shipping_carrier_code: "flatrate",
        payment_method_code: "cashondelivery",
      },
    },
    answers: {
      200: ok(placedOrder, {
        magentoOrderId: 42,
        orderNumber: "000000042",
        backendOrderId: 42,
        transferedAt: "2026-11-27T12:00:00.000Z",
        orderToken: "kq3V9s0pX1",
        totals: {
          grand_total: 64.95,
          subtotal_incl_tax: 59.95,
          shipping_incl_tax: 5,
          discount_amount: 0,
          tax_amount: 11.27,
        },
      }),
      401: refusal(401, "The token is unknown, expired or ended", USER_MESSAGES.notAuthorized),
      403: refusal(
        403,
        "The body's user_id is not the token's customer",
        USER_MESSAGES.orderNotYours,
      ),
      409: refusal(
        409,
        "A line is out of stock, or its price changed",
        CART_MESSAGES.onlyAvailable(2),
      ),
    },
  },
  "GET /api/offline-orders/settings": {
    summary: "The shop's setting for orders placed offline",
    tag: "Order",
    caller: "anyone",
    answers: { 200: ok(obj({ autoSend: bool }), { autoSend: false }) },
  },
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
