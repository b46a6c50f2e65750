/** What the offline queue needs of the tab's cart: its id for the queued calls, a reload after them. */
export interface QueueCartModule {
  theCart(): { get(): { token: string | null }; sync(request: { force: true }): Promise<void> };
}

/**
 * How the queue loads the tab's cart (the cart's `loadCheckoutCart`), handed in by the shop's
 * frame: the cart queues its offline changes here, so the offline part never imports the cart.
 * Every page loads this file, so it holds no more than the handing over.
 */
export let loadQueueCart: (() => Promise<QueueCartModule>) | null = null;

export function connectQueueCart(load: () => Promise<QueueCartModule>): void {
  loadQueueCart = load;
}
