import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { createRequestHandler, ServerBuild } from "react-router";
import { notFound } from "../http/http-error";
import { publicOrigin } from "../http/public-origin";
import { toFetchRequest } from "./fetch-request";
import { injectFetch } from "./inject-fetch";
import type { PageCache } from "./page-cache";
import { pageContentSecurityPolicy } from "./page-csp";
import { RenderThreads } from "./render-threads/render-threads";
import { type PagePolicy, readRenderedPage, renderedPage } from "./rendered-page";
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
  /** Threads that render GET pages beside the main thread (render-threads/, record 014). */
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
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // The build brings its own React Router, bundled in its production build (record 010).
  const entry = build.entry.module as { createRequestHandler?: typeof createRequestHandler };
  if (entry.createRequestHandler === undefined)
    throw new Error(`The storefront build is out of date (${serverEntry}): run npm run build`);
  const handle = entry.createRequestHandler(build, process.env.NODE_ENV ?? "production");
  const threads = startRenderThreads(app, serverEntry, context, options);
  /** A GET page: on a render thread when one is ready, else here. */
  const renderGet = async (req: FastifyRequest, origin: string) => {
    if (!threads?.ready)
      return readRenderedPage(await handle(toFetchRequest(req, origin), context), policy);
    const headers: [string, string][] = [];
    const raw = req.raw.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) headers.push([raw[i]!, raw[i + 1]!]);
    const url = new URL(req.url, origin).href;
    return renderedPage(await threads.render(url, headers), policy);
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
    scope.addContentTypeParser("*", (_req, _payload, done) => done(null));
    scope.all("/*", async (req, reply) => {
      if (req.url.startsWith("/api/") || req.url.startsWith("/img/"))
        throw notFound(`No such endpoint: ${req.method} ${req.url.split("?")[0]}`);
      const origin = publicOrigin(req, publicUrl);
      if (req.method !== "GET") {
        const page = await readRenderedPage(
          await handle(toFetchRequest(req, origin, reply), context),
          policy,
        );
        return sendPage(req, reply, { page, shared: false });
      }
      if (!pageCache)
        return sendPage(req, reply, { page: await renderGet(req, origin), shared: false });
      // The page depends on its URL alone, origin included (canonical and hreflang links).
      const served = await pageCache.serve(`${origin}${req.url}`, () => renderGet(req, origin));
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

/** The render threads asked for, closed with the server; none when no thread is asked for. */
function startRenderThreads(
  app: FastifyInstance,
  serverEntry: string,
  context: ReturnType<typeof storefrontContext>,
  options: StorefrontOptions,
): RenderThreads | undefined {
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
  return threads;
}
