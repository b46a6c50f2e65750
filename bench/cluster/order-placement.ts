import { addToCart, createCart, placeOrder, shippingInformation } from "./checkout-journey";
import { type JourneyRun, type Memory, walkJourneys } from "./journeys";

/** A cart that went through the checkout up to the order: one item, addresses, method. */
export interface ReadyCart {
  cartId: string;
  sku: string;
}

/** `count` carts filled by `shoppers` at once: create, add one item, shipping information. */
export async function prepareCarts(
  url: string,
  skus: readonly string[],
  count: number,
  shoppers: number,
): Promise<ReadyCart[]> {
  const ready: ReadyCart[] = [];
  const keepCart = {
    ...shippingInformation,
    keep: (_: unknown, memory: Memory) => {
      ready.push({ cartId: String(memory.cartId), sku: String(memory.sku) });
    },
  };
  const run = await walkJourneys(url, [createCart, addToCart(skus), keepCart], {
    shoppers,
    calls: count * 3,
  });
  const refused = [...run.steps.values()].find((step) => step.failed > 0);
  if (refused) throw new Error(`Preparing carts failed: ${refused.firstFailure}`);
  return ready;
}

/**
 * The orders of all ready carts, `shoppers` at a time: how many `POST /api/order` the shop
 * places per second, each taking stock, writing the order and queueing its mail.
 */
export function placeOrders(
  url: string,
  carts: ReadyCart[],
  shoppers: number,
  runId: string,
): Promise<JourneyRun> {
  const left = [...carts];
  const order = placeOrder(runId);
  const nextCart = {
    ...order,
    body: (memory: Memory) => {
      const cart = left.pop();
      memory.cartId = cart?.cartId;
      memory.sku = cart?.sku;
      return order.body?.(memory);
    },
  };
  return walkJourneys(url, [nextCart], { shoppers, calls: carts.length });
}
