import type { FastifyInstance, FastifyReply } from "fastify";
import { notFound } from "../http/http-error";
import { pageContentSecurityPolicy } from "../storefront/page-csp";
import { type AdminAppBuild, readAdminAppBuild } from "./admin-app-files";

export interface AdminAppOptions {
  /** The shop's public origin (PUBLIC_URL): https upgrades stray http:// requests. */
  publicUrl?: string;
}

/** Search engines keep out of the back office, whatever links to it. */
const NOINDEX = "noindex, nofollow";

/**
 * Serves the back office's single-page app at `/admin` and `/admin/*` from its build
 * (apps/admin/dist): the page for every screen, never stored by a browser, a proxy or the
 * storefront's page cache; its scripts and styles under `/admin/assets/`. The page runs under
 * the shop's own strict policy; it has no inline script, so only the app's own files run.
 */
export async function mountAdminApp(
  app: FastifyInstance,
  distDir: string,
  options: AdminAppOptions = {},
): Promise<void> {
  const build: AdminAppBuild = readAdminAppBuild(distDir);
  const https = options.publicUrl?.startsWith("https:") ?? false;
  const policy = pageContentSecurityPolicy(build.page, { https, built: () => false });
  const hidden = { hide: true };

  app.get("/admin/assets/*", { schema: hidden }, async (request, reply) => {
    const { "*": name } = request.params as { "*": string };
    const file = build.assets.get(name);
    if (!file) throw notFound("No such asset");
    return reply
      .type(file.type)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-robots-tag", NOINDEX)
      .send(file.body);
  });

  const sendPage = async (_request: unknown, reply: FastifyReply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-robots-tag", NOINDEX)
      .header("content-security-policy", policy)
      .send(build.page);
  app.get("/admin", { schema: hidden }, sendPage);
  // Every other path is one of the app's screens: the browser's router picks it.
  app.get("/admin/*", { schema: hidden }, sendPage);
}
