import { STORE_CODES, STORE_VIEWS } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import { publicOrigin } from "../http/public-origin";
import type { Shop } from "../shop";

/** A shopper's own pages (and the API) are no search result; the catalogue is. */
const PRIVATE_PATHS = ["/checkout", "/my-account", "/search", "/wishlist", "/compare"];

/** Crawlers may read the catalogue and the CMS pages; robots.txt names the sitemap. */
export function robotsTxt(origin: string): string {
  const prefixes = STORE_CODES.map((code) => STORE_VIEWS[code].urlPrefix);
  const disallowed = [
    "/api/",
    ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => prefix + path)),
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** `/robots.txt`. */
export async function robotsRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get("/robots.txt", async (req, reply) =>
    reply
      .header("Content-Type", "text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(robotsTxt(publicOrigin(req, shop.settings.publicUrl))),
  );
}
