import type { FastifyRequest } from "fastify";

/**
 * The origin of the absolute URLs robots.txt and the sitemaps give: the shop's public URL when
 * set (PUBLIC_URL), else the request's protocol and host (a trusted proxy's, with TRUST_PROXY),
 * as the pages' canonical links use.
 */
export function publicOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.host}`;
}
