import { OrderConfirmation } from "../features/checkout/order-confirmation";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageTitled } from "../lib/seo";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/checkout-confirmation";
import "../i18n/checkout-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["checkout"] } satisfies TextsHandle;

/** `/checkout/confirmation`: the order just placed, read from the shopper's browser. */
export const meta: Route.MetaFunction = unlistedPageTitled("order.metaTitle");

export default function CheckoutConfirmationRoute() {
  return <OrderConfirmation />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
