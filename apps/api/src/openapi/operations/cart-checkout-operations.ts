import {
  collectTotalsBody,
  shippingInformationBody,
  shippingMethodsBody,
} from "../../routes/cart/cart-bodies";
import { type Operation, ok } from "../answers";
import { bool, int, list, num, obj, oneOfText, str } from "../schema-words";
import { cartLineExample, cartRefusals, onCart } from "./cart-operations";

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
      ...cartLineExample,
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

/** `/api/cart/*` on the way to checkout: the totals, payment and shipping methods, the addresses. */
export const cartCheckoutOperations: Record<string, Operation> = {
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
