import { DUTCH_ADDRESS as address, cashOnDeliveryOrder } from "../../e2e/support/order-request";
import type { Memory, Step } from "./journeys";

const cartQuery = (memory: Memory) => `?token=&cartId=${encodeURIComponent(String(memory.cartId))}`;

let picked = 0;
/** The next SKU, spread over the products so no one stock row is the bottleneck; the order takes the last. */
function pick(skus: readonly string[], memory: Memory): string {
  memory.sku = skus[picked++ % skus.length];
  return String(memory.sku);
}

/** A new cart: the first step of every journey that fills one. */
export const createCart: Step = {
  name: "cart create",
  method: "POST",
  path: () => "/api/cart/create?token=",
  keep: (cartId, memory) => {
    memory.cartId = cartId;
  },
};

/** Puts one piece of a product in the cart, as the product page's button does. */
export const addToCart = (skus: readonly string[]): Step => ({
  name: "add to cart",
  method: "POST",
  path: (memory) => `/api/cart/update${cartQuery(memory)}`,
  body: (memory) => ({ cartItem: { sku: pick(skus, memory), qty: 1, quoteId: memory.cartId } }),
});

/** The checkout's address step: addresses and the flat-rate method stored on the cart. */
export const shippingInformation: Step = {
  name: "shipping information",
  method: "POST",
  path: (memory) => `/api/cart/shipping-information${cartQuery(memory)}`,
  body: () => ({
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shippingCarrierCode: "flatrate",
      shippingMethodCode: "flatrate",
    },
  }),
};

let orders = 0;
/** `POST /api/order` for the cart's product, cash on delivery, with a fresh order_id. */
export const placeOrder = (runId: string): Step => ({
  name: "order",
  method: "POST",
  path: () => "/api/order?token=",
  body: (memory) => ({
    ...cashOnDeliveryOrder(
      `bench-${runId}-${++orders}`,
      [{ sku: String(memory.sku), qty: 1 }],
      address,
    ),
    cart_id: memory.cartId,
    store_code: "nl",
  }),
});

/** A shopper filling a cart: a new cart, then `items` products put in it one by one. */
export const cartJourney = (skus: readonly string[], items: number): Step[] => [
  createCart,
  ...Array.from({ length: items }, () => addToCart(skus)),
];

/** A whole guest checkout: cart, one item, shipping information, order. */
export const checkoutJourney = (skus: readonly string[], runId: string): Step[] => [
  createCart,
  addToCart(skus),
  shippingInformation,
  placeOrder(runId),
];
