import { storeViewFromPath } from "@etalage/contracts";
import { data } from "react-router";
import { translator } from "../i18n/i18n";
import { unlistedPageMeta } from "../lib/seo";
import { NotFoundView } from "../parts/errors/not-found-view";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/not-found";

/** Any path no page claims: page-not-found with HTTP 404 (docs/specification/routes-and-screens.md). */
export const meta: Route.MetaFunction = ({ location }) =>
  unlistedPageMeta(translator(storeViewFromPath(location.pathname).storeCode)("notFound.title"));

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
