import { STORE_VIEWS, storePath, storeViewFromPath } from "@etalage/contracts";
import { data } from "react-router";
import { loadCmsPage } from "../features/cms/cms-page-data.server";
import { CmsView } from "../features/cms/cms-view";
import { StoreLocator } from "../features/store-locator/store-locator";
import { translator } from "../i18n/i18n";
import type { TextsHandle } from "../i18n/text-preloads";
import { loadStoreLocations } from "../lib/api/store-content";
import { pageMeta, pageSeo } from "../lib/seo";
import { errorPageMeta } from "../parts/errors/error-meta";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/store-locator";
import "../i18n/services-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["services"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  if (!loaderData) return errorPageMeta(error, location.pathname);
  const t = translator(storeViewFromPath(location.pathname).storeCode);
  return pageMeta(
    `${t("storeLocator.title")} | Etalage`,
    t("storeLocator.metaDescription"),
    loaderData.seo,
  );
};

/**
 * `/store-locator` (docs/specification/routes-and-screens.md): the brand's stores from the per-store content (address, opening
 * hours, a map link). A shop without a stores file shows its `store-locator` CMS page instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = storeViewFromPath(new URL(request.url).pathname);
  const alternates = {
    nl: storePath(STORE_VIEWS.nl, "/store-locator"),
    en: storePath(STORE_VIEWS.en, "/store-locator"),
  };
  const seo = pageSeo(request, store.storeCode, alternates);
  const stores = await loadStoreLocations(context.api, store);
  if (stores && stores.length > 0) return { stores, page: null, seo };
  const page = await loadCmsPage(context.api, store, "store-locator", (view) =>
    storePath(view, "/store-locator"),
  );
  if (!page) throw data(null, { status: 404 });
  return { stores: [], page, seo };
}

export default function StoreLocatorRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? (
    <CmsView page={loaderData.page} />
  ) : (
    <StoreLocator stores={loaderData.stores} />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
