import { pathWithinStore, storePath, storeViewFromPath } from "@etalage/contracts";
import { data } from "react-router";
import { loadCmsPage } from "../features/cms/cms-page-data.server";
import { CmsView } from "../features/cms/cms-view";
import { pageMeta, pageSeo } from "../lib/seo";
import { errorPageMeta } from "../parts/errors/error-meta";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/cms-page";

/** Written by the loader on the server: the browser needs no code to describe the page. */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) =>
  loaderData ? loaderData.meta : errorPageMeta(error, location.pathname);

/**
 * A CMS page: `/i/{slug}`, or one of the static pages of docs/specification/routes-and-screens.md (/legal, /privacy, /about-us,
 * /customer-service, /store-locator, /size-guide, /delivery, /returns, /contact) by its path.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const store = storeViewFromPath(pathname);
  const ownPath = pathWithinStore(pathname);
  const identifier = params.slug ?? ownPath.slice(1);
  const page = await loadCmsPage(context.api, store, identifier, (view) =>
    storePath(view, ownPath),
  );
  if (!page) throw data(null, { status: 404 });
  const seo = pageSeo(request, store.storeCode, page.alternates);
  return { page, seo, meta: pageMeta(`${page.title} | Etalage`, page.metaDescription, seo) };
}

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return <CmsView page={loaderData.page} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
