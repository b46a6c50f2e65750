import { createServer as createHttpServer } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { mountAdminApp } from "./admin-app/mount-admin-app";
import { frameworkErrorReply, registerEnvelopeErrors } from "./http/envelope";
import { requestForLog } from "./http/log-redaction";
import { registerRateLimits } from "./http/rate-limits-plugin";
import { registerSecurityHeaders, securityHeaders } from "./http/security-headers";
import { fastifyTrustProxy } from "./http/trust-proxy";
import { apiDocumentRoutes } from "./openapi/api-document-routes";
import { registerApiDocuments } from "./openapi/api-documents";
import { adminRoutes } from "./routes/admin/admin-routes";
import { cartRoutes } from "./routes/cart/cart-routes";
import { catalogSearchRoutes } from "./routes/catalog-search";
import { cmsDataRoutes } from "./routes/cms-data/cms-data-routes";
import { downloadRoutes } from "./routes/downloads/download-routes";
import { healthRoutes } from "./routes/health";
import { imgRoutes } from "./routes/img";
import { invoiceRoutes } from "./routes/invoices/invoice-routes";
import { mailServiceRoutes } from "./routes/mail-service/mail-service-routes";
import { mollieRoutes } from "./routes/mollie/mollie-routes";
import { newsletterRoutes } from "./routes/newsletter/newsletter-routes";
import { offlineOrdersSettingsRoutes } from "./routes/order/offline-orders-settings";
import { orderRoutes } from "./routes/order/order-routes";
import { renderListRoutes } from "./routes/render-list";
import { reviewRoutes } from "./routes/reviews/review-routes";
import { robotsRoutes } from "./routes/robots";
import { sandboxRoutes } from "./routes/sandbox/sandbox-routes";
import { sitemapRoutes } from "./routes/sitemap";
import { stockRoutes } from "./routes/stock";
import { stockAlertRoutes } from "./routes/stock-alerts/stock-alert-routes";
import { storeContentRoutes } from "./routes/store-content";
import { urlMapRoutes } from "./routes/url-map";
import { userRoutes } from "./routes/user/user-routes";
import type { Shop } from "./shop";
import { cachedPageShortcut, type RequestShortcut } from "./storefront/cached-page-shortcut";
import { mountStorefront } from "./storefront/mount-storefront";
import { PageCache } from "./storefront/page-cache";
import { brotliWindowBits } from "./storefront/page-encoding";

/** Rendered pages kept at most (about 500 category pages); compressed copies add a fifth. */
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export interface ServerOptions {
  /** Folder of apps/storefront; omit to serve the API alone (API tests). */
  storefrontDir?: string;
  /** The back office's build (apps/admin/dist), served at /admin; omit to leave it out. */
  adminDir?: string;
  /** The bundled render thread (dist/render-thread.js): pages render on RENDER_THREADS of them. */
  renderThread?: URL;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The one HTTP server of a shop process: `/api/*`, `/img/*` and the storefront pages. */
export async function createServer(
  shop: Shop,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const seconds = shop.settings.pageCacheSeconds;
  const pageCache =
    options.storefrontDir && seconds > 0
      ? new PageCache({
          ttlMs: seconds * 1000,
          maxBytes: PAGE_CACHE_MAX_BYTES,
          revision: shop.catalogue.revision,
        })
      : undefined;
  // Kept pages are handed out before Fastify (storefront/cached-page-shortcut.ts), once it is set.
  let shortcut: RequestShortcut | undefined;
  const app = Fastify({
    serverFactory: (handler) =>
      createHttpServer((req, res) => {
        if (shortcut) shortcut(req, res, () => handler(req, res));
        else handler(req, res);
      }),
    // Request lines are logged without their token (http/log-redaction.ts).
    logger:
      options.logger === false
        ? false
        : {
            level: shop.settings.logLevel,
            serializers: { req: requestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
    // A shop answers many small requests; errors are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-* only from the proxies TRUST_PROXY names (none by default).
    trustProxy: fastifyTrustProxy(shop.settings.trustProxy),
  });
  registerEnvelopeErrors(app);
  await registerSecurityHeaders(app, { publicUrl: shop.settings.publicUrl });
  // A page of product cards (~20 KB) gzips in a fraction of a millisecond: compress it inline,
  // as zlib streams' thread-pool round trips would cost more than the compression itself.
  // Brotli's window as large as the answers it compresses inline (see brotliWindowBits).
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(64 * 1024),
      },
    },
  });
  // Per-IP limits (http/rate-limits.ts): before the routes, as it limits those registered after it.
  const countPage = await registerRateLimits(app, shop.settings);
  // The API's OpenAPI documents learn the routes as they are added: before them.
  await registerApiDocuments(app);

  await healthRoutes(app, shop);
  await catalogSearchRoutes(app, shop);
  await imgRoutes(app, shop);
  await urlMapRoutes(app, shop);
  await renderListRoutes(app, shop);
  await stockRoutes(app, shop);
  await storeContentRoutes(app, shop);
  await cartRoutes(app, shop);
  await orderRoutes(app, shop);
  await offlineOrdersSettingsRoutes(app, shop);
  await userRoutes(app, shop);
  await reviewRoutes(app, shop);
  await stockAlertRoutes(app, shop);
  await cmsDataRoutes(app, shop);
  await newsletterRoutes(app, shop);
  await mailServiceRoutes(app, shop);
  await mollieRoutes(app, shop);
  await downloadRoutes(app, shop);
  await invoiceRoutes(app, shop);
  await sandboxRoutes(app, shop);
  await adminRoutes(app, shop);
  await robotsRoutes(app, shop);
  await sitemapRoutes(app, shop);
  await apiDocumentRoutes(app, shop);
  if (options.adminDir)
    await mountAdminApp(app, options.adminDir, { publicUrl: shop.settings.publicUrl });
  if (options.storefrontDir) {
    await mountStorefront(app, options.storefrontDir, {
      pageCache,
      publicUrl: shop.settings.publicUrl,
      testMode: shop.settings.testMode,
      catalogueRevision: shop.catalogue.revision,
      renderThreads: options.renderThread && {
        script: options.renderThread,
        count: shop.settings.renderThreads,
      },
    });
    if (pageCache)
      shortcut = cachedPageShortcut({
        pageCache,
        publicUrl: shop.settings.publicUrl,
        securityHeaders: securityHeaders({ publicUrl: shop.settings.publicUrl }),
        countPage,
      });
  }
  return app;
}
