/// <reference lib="webworker" />
/**
 * The shop's service worker (issue 15), built by vite-plugin-pwa into build/client/sw.js with
 * the app shell's precache list injected. Caches: see app/pwa/cache-rules.ts.
 */
import { clientsClaim } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import {
  CACHE_NAMES,
  CACHE_TTL_SECONDS,
  CATALOG_ENTRIES,
  cachePlan,
  PAGE_ENTRIES,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  PICTURE_ENTRIES,
} from "../app/pwa/cache-rules";
import { offlinePage } from "../app/pwa/offline-page";
import { SKIP_WAITING } from "../app/pwa/worker-messages";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Only whole, public answers are kept: never an error, a redirect or a reply marked private. */
function keepable(response: Response): boolean {
  if (response.status !== 200 || response.redirected) return false;
  return !/\b(no-store|private)\b/.test(response.headers.get("Cache-Control") ?? "");
}
const keepPublicOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (keepable(response) ? response : null),
};

/** A page not kept, asked for offline: the offline answer in the store view's language. */
function offlineAnswerTo(request: Request): Response {
  if (request.mode !== "navigate") return Response.error();
  return new Response(offlinePage(new URL(request.url).pathname).html, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => offlineAnswerTo(request),
};

const expiring = (maxEntries: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: CACHE_TTL_SECONDS, purgeOnQuotaError: true });

// The app shell: the built scripts, styles, texts and icons of this deploy.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  plugins: [keepPublicOk, expiring(PAGE_ENTRIES), offlineFallback],
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
});
registerRoute(
  ({ request, url }) =>
    request.method === "GET" &&
    sameOrigin(url) &&
    cachePlan(url, request.mode === "navigate") === "pages",
  // A page or its data the network keeps waiting gets the kept copy at the time-out. A page never
  // kept gets the offline answer a second later (NetworkFirst alone would wait for ever); data
  // never kept waits on, until the page gives up and asks for itself as a whole.
  (options) => {
    const answer = pages.handle(options);
    if (options.request.mode !== "navigate") return answer;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Response>((resolve) => {
      const offline = () => resolve(offlineAnswerTo(options.request));
      timer = setTimeout(offline, (PAGE_NETWORK_TIMEOUT_SECONDS + 1) * 1000);
    });
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  },
);
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && sameOrigin(url) && cachePlan(url, true) === "private-page",
  new NetworkOnly({ plugins: [offlineFallback] }),
);
registerRoute(
  ({ request, url }) =>
    request.method === "GET" && sameOrigin(url) && cachePlan(url, false) === "catalog",
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.catalog,
    plugins: [keepPublicOk, expiring(CATALOG_ENTRIES)],
  }),
);
registerRoute(
  ({ request, url }) =>
    request.method === "GET" && sameOrigin(url) && cachePlan(url, false) === "pictures",
  new CacheFirst({
    cacheName: CACHE_NAMES.pictures,
    plugins: [keepPublicOk, expiring(PICTURE_ENTRIES)],
  }),
);

/**
 * The pages open while this worker first takes over came from the network before it: keep them
 * too, so the first page a shopper saw opens offline as well.
 */
async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const windows = await self.clients.matchAll({ type: "window" });
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      if (!sameOrigin(url) || cachePlan(url, true) !== "pages" || (await cache.match(url.href)))
        return;
      const response = await fetch(url.href, { credentials: "same-origin" }).catch(() => null);
      if (response && keepable(response)) await cache.put(url.href, response);
    }),
  );
}

self.addEventListener("install", () => {
  // A first worker starts at once; a new deploy's waits for the page to hand over (SKIP_WAITING).
  if (!self.registration.active) void self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(keepOpenPages());
});
clientsClaim();

self.addEventListener("message", (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});
