import { storeViewFromPath } from "@etalage/contracts";
import { CompareView } from "../features/compare/compare-view";
import { translator } from "../i18n/i18n";
import type { TextsHandle } from "../i18n/text-preloads";
import { unlistedPageMeta } from "../lib/seo";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/compare";
import "../i18n/catalog-product-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["catalog-product"] } satisfies TextsHandle;

/** The shopper's own comparison (kept in the browser): not for search engines. */
export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(storeViewFromPath(location.pathname).storeCode);
  return unlistedPageMeta(`${t("compare.title")} | Etalage`);
};

export default function CompareRoute() {
  return <CompareView />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
