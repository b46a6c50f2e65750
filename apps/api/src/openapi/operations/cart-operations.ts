import { CART_MESSAGES } from "@etalage/contracts";
import {
  cartQuery,
  collectTotalsBody,
  couponQuery,
  deleteBody,
  shippingInformationBody,
  shippingMethodsBody,
  updateBody,
} from "../../routes/cart/cart-bodies";
import { callerQuery } from "../../routes/cart/cart-caller";
import { type Answer, type Operation, ok, refusal } from "../answers";
import { bool, int, list, nullable, num, obj, oneOfText, str } from "../schema-words";

const cartItem = obj({
  item_id: int,
  sku: str,
  qty: num,
  name: str,
  price: num,
  price_incl_tax: num,
  product_type: str,
  quote_id: str,
  "product_option?": obj({}),
});
const cartItemExample = {
  item_id: 7,
  sku: "WS12-M-Blue",
  qty: 1,
  name: "Jurk Iris",
  price: 49.55,
  price_incl_tax: 59.95,
  product_type: "configurable",
  quote_id: "c0ffee42",
};

export const totalsSchema = obj({
  grand_total: num,
  base_grand_total: num,
  subtotal: num,
  subtotal_incl_tax: num,
  discount_amount: num,
  "coupon_code?": str,
  shipping_amount: num,
  shipping_incl_tax: num,
  shipping_tax_amount: num,
  tax_amount: num,
  items_qty: num,
  quote_currency_code: { const: "EUR" },
  base_currency_code: { const: "EUR" },
  items: list(obj({ item_id: int, sku: str, qty: num, name: str, row_total_incl_tax: num })),
  total_segments: list(obj({ code: str, title: str, value: num })),
});
export const totalsExample = {
  grand_total: 64.95,
  base_grand_total: 64.95,
  subtotal: 49.55,
  subtotal_incl_tax: 59.95,
  discount_amount: 0,
  shipping_amount: 4.13,
  shipping_incl_tax: 5,
  shipping_tax_amount: 0.87,
  tax_amount: 11.27,
  items_qty: 1,
  quote_currency_code: "EUR",
  base_currency_code: "EUR",
  items: [
    {
      item_id: 7,
      sku: "WS12-M-Blue",
      qty: 1,
      name: "Jurk Iris",
      price: 49.55,
      price_incl_tax: 59.95,
      row_total: 49.55,
      row_total_incl_tax: 59.95,
      tax_amount: 10.4,
      tax_percent: 21,
      discount_amount: 0,
      options: "[]",
      product_type: "configurable",
    },
  ],
  total_segments: [
    { code: "subtotal", title: "Subtotaal", value: 59.95 },
    { code: "shipping", title: "Verzending", value: 5 },
    { code: "grand_total", title: "Totaal", value: 64.95 },
  ],
};

const paymentMethod = obj({
  code: oneOfText("cashondelivery", "ideal", "bancontact", "creditcard"),
  title: str,
});
const paymentMethodsExample = [
  { code: "cashondelivery", title: "Rembours" },
  { code: "ideal", title: "iDEAL" },
];
const shippingMethod = obj({
  carrier_code: str,
  method_code: str,
  carrier_title: str,
  method_title: str,
  amount: num,
  available: bool,
  price_incl_tax: num,
});
const shippingMethodExample = {
  carrier_code: "flatrate",
  method_code: "flatrate",
  carrier_title: "Verzending",
  method_title: "Vast tarief",
  amount: 5,
  base_amount: 5,
  available: true,
  error_message: "",
  price_excl_tax: 4.13,
  price_incl_tax: 5,
};

const cartRefusals: Record<number, Answer> = {
  400: refusal(
    400,
    "A parameter or the body is not valid",
    "Invalid cart parameter cartId: is required",
  ),
  401: refusal(
    401,
    "The token is unknown, expired or ended: refresh it or go on as a guest",
    CART_MESSAGES.notAuthorized,
  ),
  404: refusal(404, "No such cart, or not the caller's", CART_MESSAGES.cartNotFound("c0ffee42")),
};
const lineRefusals: Record<number, Answer> = {
  ...cartRefusals,
  409: refusal(
    409,
    "Not enough in stock, or the line cannot be changed",
    CART_MESSAGES.onlyAvailable(2),
  ),
};

const onCart = { tag: "Cart", caller: "guest-or-customer" as const, query: cartQuery };

/** `/api/cart/*`: the server cart of a guest or a customer. */
export const cartOperations: Record<string, Operation> = {
  "POST /api/cart/create": {
    summary: "Open a cart",
    description: "A guest gets a new cart id; a customer (with her token) her own cart's id.",
    tag: "Cart",
    caller: "guest-or-customer",
    query: callerQuery,
    answers: {
      200: ok(str, "c0ffee42", "The cart's id, for `cartId`"),
      401: cartRefusals[401]!,
    },
  },
  "GET /api/cart/pull": {
    summary: "The cart's lines",
    ...onCart,
    answers: { 200: ok(list(cartItem), [cartItemExample]), ...cartRefusals },
  },
  "POST /api/cart/update": {
    summary: "Add a line, or change one",
    description:
      "A new sku adds a line; an `item_id` changes that line's quantity or options. Prices come from the catalogue, never from the body.",
    ...onCart,
    body: updateBody,
    bodyExample: { cartItem: { sku: "WS12-M-Blue", qty: 1, quoteId: "c0ffee42" } },
    answers: {
      200: ok(cartItem, cartItemExample, "The line as the cart holds it now"),
      ...lineRefusals,
    },
  },
  "POST /api/cart/delete": {
    summary: "Remove a line",
    ...onCart,
    body: deleteBody,
    bodyExample: { cartItem: { item_id: 7, quoteId: "c0ffee42" } },
    answers: { 200: ok(bool, true), ...cartRefusals },
  },
  "POST /api/cart/apply-coupon": {
    summary: "Apply a coupon",
    ...onCart,
    query: couponQuery,
    answers: {
      200: ok(bool, true),
      ...cartRefusals,
      400: refusal(
        400,
        "The coupon is not valid for this cart, or a parameter is missing",
        CART_MESSAGES.couponInvalid,
      ),
    },
  },
  "POST /api/cart/delete-coupon": {
    summary: "Remove the coupon",
    ...onCart,
    answers: { 200: ok(bool, true), ...cartRefusals },
  },
  "GET /api/cart/coupon": {
    summary: "The cart's coupon",
    ...onCart,
    answers: { 200: ok(nullable(str), "WELKOM10", "The coupon code, or null"), ...cartRefusals },
  },
  "GET /api/cart/totals": {
    summary: "The cart's totals",
    description: "Amounts in EUR; the `_incl_tax` fields and the segments include VAT.",
    ...onCart,
    answers: { 200: ok(totalsSchema, totalsExample), ...cartRefusals },
  },
  "POST /api/cart/collect-totals": {
    summary: "Totals with the chosen methods",
    ...onCart,
    body: collectTotalsBody,
    bodyExample: {
      methods: {
        paymentMethod: { method: "ideal" },
        shippingCarrierCode: "flatrate",
        shippingMethodCode: "flatrate",
      },
    },
    answers: { 200: ok(totalsSchema, totalsExample), ...cartRefusals },
  },
  "GET /api/cart/payment-methods": {
    summary: "Payment methods for the cart",
    ...onCart,
    answers: { 200: ok(list(paymentMethod), paymentMethodsExample), ...cartRefusals },
  },
  "POST /api/cart/shipping-methods": {
    summary: "Shipping methods to an address",
    ...onCart,
    body: shippingMethodsBody,
    bodyExample: { address: { countryId: "NL" } },
    answers: { 200: ok(list(shippingMethod), [shippingMethodExample]), ...cartRefusals },
  },
  "POST /api/cart/shipping-information": {
    summary: "Save the checkout's addresses and shipping method",
    ...onCart,
    body: shippingInformationBody,
    bodyExample: {
      addressInformation: {
        shippingAddress: {
          countryId: "NL",
          firstname: "Anna",
          lastname: "de Vries",
          city: "Utrecht",
          postcode: "3511 AB",
          street: ["Oudegracht 1"],
        },
        shippingCarrierCode: "flatrate",
        shippingMethodCode: "flatrate",
      },
    },
    answers: {
      200: ok(obj({ payment_methods: list(paymentMethod), totals: totalsSchema }), {
        payment_methods: paymentMethodsExample,
        totals: totalsExample,
      }),
      ...cartRefusals,
    },
  },
};
