// The base styles come first so feature styles may refine them.
import "./styles/base.css";
import { storeViewFromPath } from "@etalage/contracts";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import { loadStoreViewTexts } from "./i18n/texts";
import { loadCategories } from "./lib/api/catalog";
import { errorPageMeta } from "./parts/errors/error-meta";
import { RouteErrorBoundary } from "./parts/errors/route-error-boundary";
import { buildMenuTree } from "./parts/menu/menu-tree";
import type { RootData } from "./root-data";
import { ShopLayout } from "./shop-layout";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/** Pages set their own meta; this only titles errors caught here. */
export const meta: Route.MetaFunction = ({ error, location }) =>
  error ? errorPageMeta(error, location.pathname) : [];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
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

export const Layout = ShopLayout;

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
