import { pathWithinStore, storeViewFromPath } from "@etalage/contracts";
import { data, type MetaDescriptor, redirect } from "react-router";
import { categoryMeta } from "../features/category/category-meta";
import { categoryPageHeaders } from "../features/category/category-page-headers";
import { CategoryView } from "../features/category/category-view";
import { CmsView } from "../features/cms/cms-view";
import { productMeta } from "../features/product/product-meta";
import { ProductView } from "../features/product/product-view";
import { type DispatchedPage, dispatchUrl } from "../features/url-dispatcher/dispatch-url.server";
import type { TextsHandle } from "../i18n/text-preloads";
import { type PageSeo, pageMeta, pageSeo } from "../lib/seo";
import { readListQuery } from "../parts/catalog-filters/url-list-query";
import { errorPageMeta } from "../parts/errors/error-meta";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/url-dispatcher";

/** A product or a category: both views' texts, preloaded in the page's language. */
export const handle = { texts: ["catalog-product", "catalog-list"] } satisfies TextsHandle;

/** Written by the loader on the server: the browser needs no code to describe the page. */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) =>
  loaderData ? loaderData.meta : errorPageMeta(error, location.pathname);

function foundMeta(
  found: Exclude<DispatchedPage, null | { kind: "redirect" }>,
  seo: PageSeo,
): MetaDescriptor[] {
  if (found.kind === "product") return productMeta(found.page, seo);
  if (found.kind === "category") return categoryMeta(found.page, seo);
  return pageMeta(`${found.page.title} | Etalage`, found.page.metaDescription, seo);
}

/**
 * Every path no real route claims (docs/specification/routes-and-screens.md): resolved through url/map to a product, category
 * or CMS page and shown with that page's view; nothing found is page-not-found with HTTP 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const store = storeViewFromPath(url.pathname);
  const found = await dispatchUrl(
    context.api,
    store,
    pathWithinStore(url.pathname),
    readListQuery(url.searchParams),
  );
  if (!found) throw data(null, { status: 404 });
  // docs/specification/routes-and-screens.md: 301 on the server; in the browser the child's address is replaced by the parent's.
  if (found.kind === "redirect") throw redirect(found.to, 301);
  const seo = pageSeo(request, store.storeCode, found.page.alternates);
  return data(
    { found, seo, meta: foundMeta(found, seo) },
    { headers: found.kind === "category" ? categoryPageHeaders(found.page) : {} },
  );
}

/** The loader's word on caching: a category page without its product list is never stored. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function UrlDispatcherRoute({ loaderData }: Route.ComponentProps) {
  const { found } = loaderData;
  if (found.kind === "product")
    return <ProductView key={found.page.product.sku} page={found.page} />;
  if (found.kind === "category") return <CategoryView page={found.page} />;
  return <CmsView page={found.page} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
