import { CART_MESSAGES, USER_MESSAGES } from "@etalage/contracts";
import { callerQuery } from "../../routes/cart/cart-caller";
import { orderBody } from "../../routes/order/order-body";
import { type Operation, ok, refusal } from "../answers";
import { bool, int, num, obj, str } from "../schema-words";
import { annaAddressExample } from "./example-customer";

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

/** Placing an order (docs/specification/api-shapes.md §3). */
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
          ...annaAddressExample,
          email: "anna@example.nl",
          telephone: "0612345678",
        },
        billingAddress: {
          ...annaAddressExample,
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
};
