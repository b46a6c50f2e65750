import { storeViewFromPath } from "@etalage/contracts";
import { loadHomePage } from "../features/home/home-page-data";
import { HomeView } from "../features/home/home-view";
import { translator } from "../i18n/i18n";
import type { TextsHandle } from "../i18n/text-preloads";
import { pageMeta, pageSeo } from "../lib/seo";
import { errorPageMeta } from "../parts/errors/error-meta";
import { RouteErrorBoundary } from "../parts/errors/route-error-boundary";
import type { Route } from "./+types/home";
import "../i18n/catalog-home-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["catalog-home"] } satisfies TextsHandle;

/** Written by the loader on the server: the browser needs no code to describe the page. */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) =>
  loaderData ? loaderData.meta : errorPageMeta(error, location.pathname);

/** `/` (and its alias /pwa.html): banners, new collection and bestsellers of the store view. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = storeViewFromPath(new URL(request.url).pathname);
  const page = await loadHomePage(context.api, store);
  const seo = pageSeo(request, store.storeCode, { nl: "/", en: "/en" });
  const t = translator(store.storeCode);
  return { page, seo, meta: pageMeta(t("home.title"), t("home.description"), seo) };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomeView page={loaderData.page} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
