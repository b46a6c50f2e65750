import { CheckoutPage } from "../features/checkout/checkout-page";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageTitled } from "../lib/seo";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/checkout";
import "../i18n/checkout-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["checkout"] } satisfies TextsHandle;

/** `/checkout` and `/en/checkout` (docs/specification/routes-and-screens.md): the guest checkout on the cart API. */
export const meta: Route.MetaFunction = unlistedPageTitled("checkout.metaTitle");

export default function CheckoutRoute() {
  return <CheckoutPage />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
