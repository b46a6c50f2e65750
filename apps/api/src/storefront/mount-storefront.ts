import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { noSuchEndpoint } from "../http/envelope";
import { notFound } from "../http/http-error";
import { publicOrigin } from "../http/public-origin";
import { pageRequest, toFetchRequest } from "./fetch-request";
import { injectFetch } from "./inject-fetch";
import type { PageCache } from "./page-cache";
import { pageContentSecurityPolicy } from "./page-csp";
import { RenderThreads } from "./render-threads/render-threads";
import { type PagePolicy, readRenderedPage, renderedPage } from "./rendered-page";
import { loadRequestHandler, type RequestHandler } from "./request-handler";
import { sendPage } from "./send-page";

export interface StorefrontOptions {
  /** Shares rendered pages (GET) between the shoppers of the next seconds; none renders each. */
  pageCache?: PageCache;
  /** The shop's public origin (PUBLIC_URL); without it pages take the address it listens on. */
  publicUrl?: string;
  /** Production in test mode (PAYMENTS_SANDBOX=on): every page says no payment is real. */
  testMode?: boolean;
  /** The catalogue's revision: it moves with every change to the catalogue, in any process. */
  catalogueRevision?: () => number;
  /** Threads that render the pages beside the main thread (render-threads/, record 014). */
  renderThreads?: { script: URL; count: number };
}

/**
 * Serves the storefront from the same process: its built assets as static files and every
 * other non-API path through React Router's server rendering.
 */
export async function mountStorefront(
  app: FastifyInstance,
  storefrontDir: string,
  options: StorefrontOptions = {},
): Promise<void> {
  const { pageCache, publicUrl } = options;
  const context = storefrontContext(app, options);
  const https = publicUrl?.startsWith("https:") ?? false;
  const serverEntry = join(storefrontDir, "build", "server", "index.js");
  if (!existsSync(serverEntry))
    throw new Error(`The storefront is not built (${serverEntry} is missing): run npm run build`);
  // The only files a page's inline scripts may import: the build's own.
  const assets = join(storefrontDir, "build", "client", "assets");
  const builtScripts = new Set(
    (existsSync(assets) ? readdirSync(assets) : [])
      .filter((file) => file.endsWith(".js"))
      .map((file) => `/assets/${file}`),
  );
  const built = (path: string) => builtScripts.has(path);
  const policy: PagePolicy = (html) => pageContentSecurityPolicy(html, { https, built });
  const threads = await startRenderThreads(app, serverEntry, context, options);
  // The main thread renders only without render threads, or after all of them stopped at start.
  let handleHere: Promise<RequestHandler> | undefined;
  const here = () => {
    handleHere ??= loadRequestHandler(pathToFileURL(serverEntry).href);
    return handleHere;
  };
  if (!threads) await here();
  const render = async (req: FastifyRequest, origin: string, reply?: FastifyReply) => {
    if (threads?.alive) return renderedPage(await threads.render(pageRequest(req, origin)), policy);
    const handle = await here();
    return readRenderedPage(await handle(toFetchRequest(req, origin, reply), context), policy);
  };

  await app.register(fastifyStatic, {
    root: join(storefrontDir, "build", "client"),
    wildcard: false,
    // Built files come with their best gzip and brotli copies (bundling/precompressed-assets.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      if (path.includes("/assets/"))
        res.header("Cache-Control", "public, max-age=31536000, immutable");
      else if (path.endsWith("sw.js")) {
        res.header("Cache-Control", "no-cache");
        // A service worker runs under its own script's policy: the pages' one, without inline.
        res.header("Content-Security-Policy", policy(""));
      } else res.header("Cache-Control", "public, max-age=300");
    },
  });
  // A missing chunk is a plain 404, not a rendered page-not-found.
  app.get("/assets/*", async () => {
    throw notFound("No such asset");
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // A form sent to a page (POST) is read whole, up to Fastify's body limit, for its render.
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    scope.all("/*", async (req, reply) => {
      if (req.url.startsWith("/api/") || req.url.startsWith("/img/"))
        throw noSuchEndpoint(req.method, req.url);
      const origin = publicOrigin(req, publicUrl);
      if (req.method !== "GET" || !pageCache)
        return sendPage(req, reply, { page: await render(req, origin, reply), shared: false });
      // The page depends on its URL alone, origin included (canonical and hreflang links).
      const served = await pageCache.serve(`${origin}${req.url}`, () => render(req, origin));
      return sendPage(req, reply, served);
    });
  });
}

/**
 * What every loader is handed. The storefront keeps catalogue answers (categories, lists) for
 * some seconds per API it is given (app/lib/api/remember.ts): a changed catalogue hands it a new
 * API, so no page is rendered from answers older than the change.
 */
function storefrontContext(app: FastifyInstance, options: StorefrontOptions) {
  let revision = options.catalogueRevision?.();
  let api = injectFetch(app);
  return {
    testMode: options.testMode === true,
    get api() {
      const now = options.catalogueRevision?.();
      if (now !== revision) {
        revision = now;
        api = injectFetch(app);
      }
      return api;
    },
  };
}

/**
 * The render threads asked for, closed with the server, once one of them is ready; none when no
 * thread is asked for. A build the threads cannot load stops the start-up with their reason.
 */
async function startRenderThreads(
  app: FastifyInstance,
  serverEntry: string,
  context: ReturnType<typeof storefrontContext>,
  options: StorefrontOptions,
): Promise<RenderThreads | undefined> {
  const asked = options.renderThreads;
  if (!asked || asked.count < 1) return undefined;
  const threads = new RenderThreads({
    script: asked.script,
    serverEntry: pathToFileURL(serverEntry).href,
    count: asked.count,
    testMode: context.testMode,
    api: () => context.api,
    revision: () => options.catalogueRevision?.(),
    onLost: (error) => app.log.error(error, "A render thread stopped"),
  });
  app.addHook("onClose", () => threads.close());
  await threads.started;
  return threads;
}
