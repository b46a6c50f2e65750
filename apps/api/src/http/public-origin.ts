import type { FastifyRequest } from "fastify";

/**
 * The shop's origin for absolute links (pages' canonical and hreflang links, sitemaps, mail links,
 * payment return addresses): PUBLIC_URL when set (already an origin, see config.ts), else the
 * protocol and host the request came to (a trusted proxy's, with TRUST_PROXY).
 */
export function publicOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.host}`;
}
