import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { notFound } from "../http/http-error";
import { toFetchRequest } from "./fetch-request";
import { injectFetch } from "./inject-fetch";
import type { PageCache } from "./page-cache";
import { readRenderedPage } from "./rendered-page";
import { sendPage } from "./send-page";

export interface StorefrontOptions {
  /** Shares rendered pages (GET) between the shoppers of the next seconds; none renders each. */
  pageCache?: PageCache;
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
  const { pageCache } = options;
  const serverEntry = join(storefrontDir, "build", "server", "index.js");
  if (!existsSync(serverEntry))
    throw new Error(`The storefront is not built (${serverEntry} is missing): run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, process.env.NODE_ENV ?? "production");
  const api = injectFetch(app);

  await app.register(fastifyStatic, {
    root: join(storefrontDir, "build", "client"),
    wildcard: false,
    cacheControl: false,
    setHeaders(res, path) {
      if (path.includes("/assets/"))
        res.header("Cache-Control", "public, max-age=31536000, immutable");
      else if (path.endsWith("sw.js")) res.header("Cache-Control", "no-cache");
      else res.header("Cache-Control", "public, max-age=300");
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
      if (req.method !== "GET" || !pageCache)
        return reply.send(await handle(toFetchRequest(req, reply), { api }));
      // The page depends on its URL alone, host included (canonical and hreflang links).
      const served = await pageCache.serve(`${req.protocol}://${req.host}${req.url}`, async () =>
        readRenderedPage(await handle(toFetchRequest(req), { api })),
      );
      return sendPage(req, reply, served);
    });
  });
}
