/** What the offline queue needs of the tab's cart: its id for the queued calls, a reload after them. */
export interface QueueCart {
  cartId(): string | null;
  reload(): Promise<void>;
}

let loadCart: (() => Promise<QueueCart>) | null = null;

/**
 * The shop's frame hands the queue the way to the tab's cart: the cart queues its offline
 * changes here, so the offline part never imports the cart back.
 */
export function connectQueueCart(load: () => Promise<QueueCart>): void {
  loadCart = load;
}

/** The tab's cart, loaded when the queue is made. */
export function queueCart(): Promise<QueueCart> {
  if (loadCart === null)
    return Promise.reject(new Error("The offline queue has no cart to serve."));
  return loadCart();
}
