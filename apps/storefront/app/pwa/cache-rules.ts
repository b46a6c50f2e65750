/**
 * What the service worker keeps, by request (issue 15): the app shell is precached at install;
 * these rules sort every other same-origin GET into one runtime cache or none. Nothing personal
 * goes into a cache: account, checkout and order-status pages, and the user, cart, order and
 * payment API replies, always come from the network.
 */
export type CachePlan =
  /** Pages the shopper visited (and their route data): network first, the cache when offline. */
  | "pages"
  /** Catalogue API replies: the cached one at once, refreshed in the background. */
  | "catalog"
  /** Product pictures: the cache first, at most {@link PICTURE_ENTRIES} of them. */
  | "pictures"
  /** A page of the shopper's own: never cached, and offline it says so. */
  | "private-page"
  /** Everything else: the network only. */
  | "network";

export const CACHE_NAMES = {
  pages: "etalage-pages-v1",
  catalog: "etalage-catalog-api-v1",
  pictures: "etalage-pictures-v1",
} as const;

/** Pictures kept at most (the oldest used go first). */
export const PICTURE_ENTRIES = 200;
/** Visited pages and route data kept at most. */
export const PAGE_ENTRIES = 60;
/** Catalogue replies kept at most. */
export const CATALOG_ENTRIES = 300;
/**
 * How long a page (or its route data) may keep the network waiting before the kept copy, or the
 * offline answer, is served: past the catalogue's 5000 ms time-out and the page's rendering, an
 * answer that has not come hangs in the network.
 */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 8;
/** How long a cached page, reply or picture may serve (docs/specification/constants.md: cache TTL 86400 s). */
export const CACHE_TTL_SECONDS = 86_400;

/** The catalogue's API: products, categories, attributes and the URL map, the same for everyone. */
const CATALOG_API = ["/api/catalog/", "/api/url/map"] as const;

/** Page paths (after the store prefix) that belong to one shopper. */
const PRIVATE_PAGES = [
  "/my-account",
  "/checkout",
  "/order-status",
  "/reset-password",
  "/newsletter",
] as const;

/** The path without the English store prefix (`/en/c/jurken` → `/c/jurken`, `/en` → `/`). */
export function pathInStore(pathname: string): string {
  if (pathname === "/en" || pathname === "/en.data") return pathname.slice(3) || "/";
  return pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
}

/** True for the English store view's paths. */
export function isEnglishPath(pathname: string): boolean {
  return pathname === "/en" || pathname.startsWith("/en/") || pathname === "/en.data";
}

/** React Router's route data for a page: `/c/jurken.data`, `/_root.data` for home. */
export function isRouteData(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/** The page a route data request is for (`/c/jurken.data` → `/c/jurken`). */
function pagePath(pathname: string): string {
  if (!isRouteData(pathname)) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

export function isPrivatePage(pathname: string): boolean {
  const path = pathInStore(pagePath(pathname));
  return PRIVATE_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

/** Where a same-origin GET goes; `navigate` is true for a page load (`request.mode`). */
export function cachePlan(url: URL, navigate: boolean): CachePlan {
  const { pathname } = url;
  if (pathname.startsWith("/api/"))
    return CATALOG_API.some((prefix) => pathname.startsWith(prefix)) ? "catalog" : "network";
  if (pathname.startsWith("/img/")) return "pictures";
  // The back office is an app of its own: its pages and files never go through this worker.
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return "network";
  if (navigate || isRouteData(pathname)) return isPrivatePage(pathname) ? "private-page" : "pages";
  return "network";
}

/** What the offline answer to a page that is not in the cache says. */
export type OfflineAnswer =
  /** 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.' */
  | "redirect-home"
  /** 'You are offline': a page of the shopper's own, or home itself. */
  | "offline";

export function offlineAnswer(pathname: string): OfflineAnswer {
  if (isPrivatePage(pathname)) return "offline";
  const path = pathInStore(pathname);
  // docs/specification/offline-and-caches.md: a search offline is an empty result marked offline, never a move home.
  return path === "/" || path === "/pwa.html" || path === "/search" ? "offline" : "redirect-home";
}

/** The store view's home: where an unavailable page sends the shopper. */
export function homeOf(pathname: string): string {
  return isEnglishPath(pathname) ? "/en" : "/";
}
