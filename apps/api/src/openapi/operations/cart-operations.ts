import { CART_MESSAGES } from "@etalage/contracts";
import { cartQuery, couponQuery, deleteBody, updateBody } from "../../routes/cart/cart-bodies";
import { callerQuery } from "../../routes/cart/cart-caller";
import { type Answer, type Operation, ok, refusal } from "../answers";
import { bool, int, list, nullable, num, obj, str } from "../schema-words";

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
/** The documents' example cart line: one dress, as the cart and its totals both list it. */
export const cartLineExample = {
  item_id: 7,
  sku: "WS12-M-Blue",
  qty: 1,
  name: "Jurk Iris",
  price: 49.55,
  price_incl_tax: 59.95,
};
const cartItemExample = {
  ...cartLineExample,
  product_type: "configurable",
  quote_id: "c0ffee42",
};

export const cartRefusals: Record<number, Answer> = {
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

export const onCart = { tag: "Cart", caller: "guest-or-customer" as const, query: cartQuery };

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
};
