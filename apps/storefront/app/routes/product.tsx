import { productPath, storeViewFromPath } from "@etalage/contracts";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { productMeta } from "../features/product/product-meta";
import { loadProductPage } from "../features/product/product-page-data";
import { ProductView } from "../features/product/product-view";
import type { TextsHandle } from "../i18n/text-preloads";
import { pageSeo } from "../lib/seo";
import { errorPageMeta } from "../parts/errors/error-meta";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/product";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["catalog-product"] } satisfies TextsHandle;

/** Written by the loader on the server: the browser needs no code to describe the page. */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) =>
  loaderData ? loaderData.meta : errorPageMeta(error, location.pathname);

/** `/p/{parent sku}/{slug}[/{child sku}]`: the product page, the child chosen when named. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const store = storeViewFromPath(new URL(request.url).pathname);
  const childSku = params.childSku ?? null;
  const result = await loadProductPage(context.api, store, {
    url: productPath(store, params.parentSku, params.slug, childSku),
    slug: params.slug,
    childSku,
  });
  if (!result) throw data(null, { status: 404 });
  // docs/specification/routes-and-screens.md: a child opened directly goes to its parent: 301 on the server; in the browser the
  // child's address never enters the history (the parent takes its place, back leads back).
  if (result.kind === "redirect") throw redirect(result.to, 301);
  const seo = pageSeo(request, store.storeCode, result.page.alternates);
  return { page: result.page, seo, meta: productMeta(result.page, seo) };
}

/** Choosing another colour or size changes only the child in the URL: no new data is needed. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameProduct =
    currentParams.parentSku === nextParams.parentSku &&
    currentParams.slug === nextParams.slug &&
    currentUrl.search === nextUrl.search &&
    storeViewFromPath(currentUrl.pathname) === storeViewFromPath(nextUrl.pathname);
  return sameProduct ? false : defaultShouldRevalidate;
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductView key={loaderData.page.product.sku} page={loaderData.page} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
