import { storeViewFromPath } from "@etalage/contracts";
import { translator } from "../i18n/i18n";
import { unlistedPageMeta } from "../lib/seo";
import { ErrorView } from "../parts/errors/error-view";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/error-page";

/** docs/specification/routes-and-screens.md: the error page uses the minimal layout (no menu, no footer). */
export const handle = { layout: "minimal" };

export const meta: Route.MetaFunction = ({ location }) =>
  unlistedPageMeta(translator(storeViewFromPath(location.pathname).storeCode)("error.title"));

export default function ErrorPageRoute() {
  return <ErrorView />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
