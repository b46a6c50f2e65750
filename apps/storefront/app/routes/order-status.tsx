import { OrderStatusPage } from "../features/order-status/order-status-page";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageTitled } from "../lib/seo";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/order-status";
import "../i18n/payment-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["payment"] } satisfies TextsHandle;

/**
 * The status is fetched in the browser, but the URL carries the order's token: the page is kept
 * out of the shared page cache and out of every other cache all the same.
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
});

/** `/order-status/{order_token}` and `/en/order-status/{order_token}`: the payment's outcome. */
export const meta: Route.MetaFunction = unlistedPageTitled("orderStatus.metaTitle");

export default function OrderStatusRoute({ params }: Route.ComponentProps) {
  return <OrderStatusPage token={params.orderToken} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
