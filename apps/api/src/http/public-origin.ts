import type { Socket } from "node:net";
import type { FastifyRequest } from "fastify";

/**
 * The address this server itself took the request on, as an origin (`http://127.0.0.1:3000`):
 * the socket's own address and port, which no header can change.
 */
export function listeningOrigin(req: { socket: Socket }): string {
  const { localAddress, localPort } = req.socket;
  const address = (localAddress ?? "127.0.0.1").replace(/^::ffff:(?=\d+\.)/, "");
  const host = address.includes(":") ? `[${address}]` : address;
  return `http://${host}:${localPort}`;
}

/**
 * The shop's origin for absolute links (pages' canonical and hreflang links, sitemaps, mail links,
 * payment return addresses): PUBLIC_URL when set (already an origin, see config.ts; production
 * requires it), else the address this server listens on. Never the request's Host header or
 * X-Forwarded-Host: a link in a mail must not lead to whatever host a caller named.
 */
export function publicOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? listeningOrigin(req);
}
