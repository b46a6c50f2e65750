import { STORE_VIEWS, searchPath, storeViewFromPath } from "@etalage/contracts";
import { loadSearchPage } from "../features/search/search-page-data";
import { SearchView } from "../features/search/search-view";
import { translator } from "../i18n/i18n";
import type { TextsHandle } from "../i18n/text-preloads";
import { browserApi } from "../lib/api/browser-api";
import { pageMeta, pageSeo } from "../lib/seo";
import { readListQuery } from "../parts/catalog-filters/url-list-query";
import { errorPageMeta } from "../parts/errors/error-meta";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/search";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["catalog-list"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  if (!loaderData) return errorPageMeta(error, location.pathname);
  const t = translator(loaderData.seo.storeCode);
  const { term } = loaderData.page;
  const title = term ? t("search.resultsFor", { term }) : t("search.title");
  // Result pages are not indexed; the language switch keeps the search term.
  return [
    ...pageMeta(`${title} | Etalage`, t("search.description"), loaderData.seo),
    { name: "robots", content: "noindex" },
  ];
};

/** What a search page request asks: the store view, the typed text and the list query. */
function searchRequest(request: Request) {
  const url = new URL(request.url);
  const store = storeViewFromPath(url.pathname);
  const text = (url.searchParams.get("q") ?? "").slice(0, 200);
  const withTerm = (path: string) => (text ? `${path}?q=${encodeURIComponent(text)}` : path);
  const alternates = {
    nl: withTerm(searchPath(STORE_VIEWS.nl)),
    en: withTerm(searchPath(STORE_VIEWS.en)),
  };
  const seo = pageSeo(request, store.storeCode, alternates);
  return { store, text, query: readListQuery(url.searchParams), seo };
}

/** `/search?q=`: the full search results (docs/specification/routes-and-screens.md search), 50 a page with load-more. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, text, query, seo } = searchRequest(request);
  return { page: await loadSearchPage(context.api, store, text, query), seo };
}

/**
 * Offline (docs/specification/offline-and-caches.md) the search answers from what this browser kept: the page's data from an
 * earlier visit, else the catalogue reply of the same search, else an empty result marked
 * offline. Online the server's loader answers as always.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (navigator.onLine) return serverLoader();
  const { keptSearchPage, offlineSearchPage } = await import("../features/search/offline-search");
  try {
    const kept = await serverLoader();
    return { ...kept, page: keptSearchPage(kept.page) };
  } catch {
    const { store, text, query, seo } = searchRequest(request);
    return { page: await offlineSearchPage(browserApi, store, text, query), seo };
  }
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchView page={loaderData.page} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
