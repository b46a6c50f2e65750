import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** The header (or `?token=`) that carries HEALTH_TOKEN. */
export const HEALTH_TOKEN_HEADER = "x-health-token";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(sent: unknown, token: string): boolean {
  if (typeof sent !== "string") return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a health check may read why the shop cannot serve (and its database and catalogue):
 * one made on this machine — the socket's own address is loopback and no proxy passed it on,
 * since a balancer on the same machine forwards everyone's requests from loopback — or one
 * carrying HEALTH_TOKEN. Everyone else reads only ok or not, and the version.
 */
export function mayReadHealthDetails(request: FastifyRequest, token: string | undefined): boolean {
  const proxied =
    request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  if (!proxied && LOOPBACK.test(request.socket.remoteAddress ?? "")) return true;
  if (token === undefined) return false;
  const query = request.query as Record<string, unknown> | undefined;
  return sameSecret(request.headers[HEALTH_TOKEN_HEADER], token) || sameSecret(query?.token, token);
}
