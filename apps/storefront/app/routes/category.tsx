import { storeViewFromPath } from "@etalage/contracts";
import { data } from "react-router";
import { categoryMeta } from "../features/category/category-meta";
import { loadCategoryPage } from "../features/category/category-page-data";
import { categoryPageHeaders } from "../features/category/category-page-headers";
import { CategoryView } from "../features/category/category-view";
import type { TextsHandle } from "../i18n/text-preloads";
import { pageSeo } from "../lib/seo";
import { readListQuery } from "../parts/catalog-filters/url-list-query";
import { errorPageMeta } from "../parts/errors/error-meta";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/category";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["catalog-list"] } satisfies TextsHandle;

/** Written by the loader on the server: the browser needs no code to describe the page. */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) =>
  loaderData ? loaderData.meta : errorPageMeta(error, location.pathname);

/** `/c/{url key}`: the category page; filters, sort and loaded pages come from the query. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const store = storeViewFromPath(url.pathname);
  const query = readListQuery(url.searchParams);
  const page = await loadCategoryPage(context.api, store, { urlKey: params.slug }, query);
  if (!page) throw data(null, { status: 404 });
  const seo = pageSeo(request, store.storeCode, page.alternates);
  return data({ page, seo, meta: categoryMeta(page, seo) }, { headers: categoryPageHeaders(page) });
}

/** The loader's word on caching: a page without its product list is never stored. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryView page={loaderData.page} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
