// The base styles come first so feature styles may refine them.
import "./styles/base.css";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { OfflineOrdersWaitingEverywhere } from "./features/checkout/offline/orders-waiting-everywhere";
import { errorPageMeta } from "./features/errors/error-meta";
import { RouteErrorBoundary } from "./features/errors/route-error-boundary";
import { CookieNotice } from "./features/layout/cookie-notice";
import { SiteFooter } from "./features/layout/site-footer";
import { SiteHeader } from "./features/layout/site-header";
import { SkipLink } from "./features/layout/skip-link";
import { TestModeNotice } from "./features/layout/test-mode-notice";
import { buildMenuTree } from "./features/menu/menu-tree";
import { Notifications } from "./features/notifications/notifications";
import { ChangesWaitingEverywhere } from "./features/offline/changes-waiting-everywhere";
import { MinimalHeader } from "./features/shell/minimal-header";
import { NavigationProgress } from "./features/shell/navigation-progress";
import { usePageLayout } from "./features/shell/page-layout";
import { ScrollPositions } from "./features/shell/scroll-positions";
import { TextPreloads } from "./i18n/text-preloads";
import { loadStoreViewTexts } from "./i18n/texts";
import { loadCategories } from "./lib/api/catalog";
import { storeViewFromPath } from "./lib/store-view";
import { useStoreView } from "./lib/use-store-view";
import { useServiceWorker } from "./pwa/use-service-worker";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/** Pages set their own meta; this only titles errors caught here. */
export const meta: Route.MetaFunction = ({ error, location }) =>
  error ? errorPageMeta(error, location.pathname) : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = storeViewFromPath(new URL(request.url).pathname);
  const categories = await loadCategories(context.api, store);
  return { menu: buildMenuTree(categories), testMode: context.testMode === true };
}

/**
 * The browser has only the texts of the store view it opened in: turning to the other one loads
 * that language's texts together with its menu, before the page shows.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const store = storeViewFromPath(new URL(request.url).pathname);
  const [data] = await Promise.all([serverLoader(), loadStoreViewTexts(store.storeCode)]);
  return data;
}

/** The menu depends only on the store view: reload it when the shopper changes language. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return storeViewFromPath(currentUrl.pathname) !== storeViewFromPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const store = useStoreView();
  const data = useRouteLoaderData<typeof loader>("root");
  const minimal = usePageLayout() === "minimal";
  useServiceWorker();
  return (
    <html lang={store.storeCode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf8f4" />
        {/* Each store view installs as its own app, in its language (issue 15). */}
        <link rel="manifest" href={`${store.urlPrefix}/manifest.webmanifest`} />
        <Meta />
        <Links />
        <TextPreloads />
      </head>
      <body>
        <SkipLink />
        {data?.testMode ? <TestModeNotice /> : null}
        <NavigationProgress />
        {minimal ? <MinimalHeader /> : <SiteHeader menu={data?.menu ?? []} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {minimal ? null : <SiteFooter />}
        <Notifications />
        <OfflineOrdersWaitingEverywhere />
        <ChangesWaitingEverywhere />
        <CookieNotice />
        <ScrollPositions />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
