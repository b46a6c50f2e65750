import { type PlacedOrder, type StoreView, storePath } from "@etalage/contracts";
import type { NavigateFunction } from "react-router";
import type { Translate } from "../../i18n/translate";
import { notify } from "../../parts/notifications/notify";
import { writeCheckout } from "./checkout-storage";
import { startPayment } from "./payment-start";
import type { ProviderMethod } from "./rules/provider-payment";

/**
 * docs/specification/checkout-and-orders.md "Order flow with a provider method": the order is placed, so the checkout is done
 * either way; the browser goes to the gateway, or (no payment) home without a thank-you page.
 */
export async function payAtGateway(
  order: PlacedOrder,
  method: ProviderMethod,
  issuer: string,
  { store, navigate, t }: { store: StoreView; navigate: NavigateFunction; t: Translate },
) {
  const payment = await startPayment(order, method, issuer, {
    store,
    origin: window.location.origin,
  });
  writeCheckout(null);
  if (payment.kind === "toGateway") {
    window.location.assign(payment.url);
    return;
  }
  notify({
    type: "error",
    message: t("order.paymentNotCreated", { message: payment.message }),
    hasNoTimeout: true,
  });
  navigate(storePath(store, "/"), { replace: true });
}
