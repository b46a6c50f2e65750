import { MyAccountPage } from "../features/account/pages/my-account-page";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageTitled } from "../lib/seo";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/my-account";
import "../i18n/account-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["account"] } satisfies TextsHandle;

/** `/my-account` (docs/specification/routes-and-screens.md): a shell without personal data; the customer loads in the browser. */
export const meta: Route.MetaFunction = unlistedPageTitled("account.title");

export default function MyAccountRoute() {
  return <MyAccountPage />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
