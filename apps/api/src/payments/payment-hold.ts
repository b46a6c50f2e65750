import { type HoldReleased, releaseUnpaidOrders } from "@etalage/commerce";
import { orderPaymentContext } from "../routes/mollie/order-payment-context";
import type { Shop } from "../shop";
import { sweepEvery } from "../startup/sweep-every";

/**
 * Releases the stock of orders left unpaid past PAYMENT_HOLD_MINUTES: each is cancelled as an
 * expired payment cancels it, its open payment cancelled at the provider (Mollie's own expiry
 * may come much later), and the catalogue shows the stock back at once.
 */
export async function releaseUnpaidOrdersOf(
  shop: Shop,
  log: (message: string) => void,
): Promise<HoldReleased> {
  const { provider } = shop.payments;
  const released = await releaseUnpaidOrders(orderPaymentContext(shop), {
    minutes: shop.settings.paymentHoldMinutes,
    paymentStatus: async (id) => (await provider.getPayment(id))?.status,
    cancelPayment: async (id) => {
      // The order is cancelled already; a payment still open there is refunded if ever paid.
      await provider.cancelPayment(id).catch((error: unknown) => {
        log(`Cancelling payment ${id} failed: ${error instanceof Error ? error.message : error}`);
      });
    },
  });
  await shop.catalogueChanges.stockChanged(released.stockChangedProductIds);
  return released;
}

/**
 * Runs the release every `everyMs` in this process. Every process may run it: each order is
 * handled under its payment claim, so it is cancelled, mailed and cancelled at the provider
 * once. Returns the stop function for the shop's shutdown.
 */
export function releaseUnpaidOrdersEvery(
  shop: Shop,
  everyMs: number,
  log: (message: string) => void,
): () => void {
  return sweepEvery(
    "Releasing unpaid orders",
    everyMs,
    async () => {
      const { released } = await releaseUnpaidOrdersOf(shop, log);
      return released > 0
        ? `Unpaid orders cancelled, their stock released: ${released}`
        : undefined;
    },
    log,
  );
}
