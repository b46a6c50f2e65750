import { errorPageMeta } from "../features/errors/error-meta";
import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import { loadHomePage } from "../features/home/home-page-data";
import { HomeView } from "../features/home/home-view";
import { translator } from "../i18n/i18n";
import type { TextsHandle } from "../i18n/text-preloads";
import { pageMeta, pageSeo } from "../lib/seo";
import { storeViewFromPath } from "../lib/store-view";
import type { Route } from "./+types/home";
import "../i18n/catalog-home-texts";

/** The page's texts beyond the shell's, preloaded in its language. */
export const handle = { texts: ["catalog-home"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  if (!loaderData) return errorPageMeta(error, location.pathname);
  const t = translator(loaderData.seo.storeCode);
  return pageMeta(t("home.title"), t("home.description"), loaderData.seo);
};

/** `/` (and its alias /pwa.html): banners, new collection and bestsellers of the store view. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = storeViewFromPath(new URL(request.url).pathname);
  const page = await loadHomePage(context.api, store);
  return { page, seo: pageSeo(request, store.storeCode, { nl: "/", en: "/en" }) };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomeView page={loaderData.page} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
