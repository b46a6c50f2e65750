import type { FastifyInstance } from "fastify";
import { isPrivateAnswer } from "./private-answers";

/** HSTS for a year; subdomains are left out, as the shop need not own its domain's others. */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

export interface SecurityHeaderOptions {
  /** The shop's public origin (PUBLIC_URL): HSTS only when that is https. */
  publicUrl: string | undefined;
}

/**
 * The protective headers of every reply, the same for all: no sniffing, no framing, a strict
 * referrer, no cross-origin reading or opening, HSTS behind https. The Content-Security-Policy
 * here allows nothing, which fits JSON, pictures and files; storefront pages replace it with
 * their own (storefront/page-csp.ts).
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const https = options.publicUrl?.startsWith("https:") ?? false;
  return {
    "content-security-policy": "default-src 'none';frame-ancestors 'none'",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(https ? { "strict-transport-security": `max-age=${HSTS_SECONDS}` } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

/**
 * Sets the protective headers on every reply, and keeps a shopper's or a member's own answers out
 * of every cache (http/private-answers.ts). They are made once and set as one object: a
 * cached page is served in a fraction of a millisecond, and headers worked out anew for each
 * request would cost a good part of that.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(headers);
    // Product pictures may be shown elsewhere (an order mail, a comparison site); the rest is ours.
    if (req.url.startsWith("/img/")) reply.header("cross-origin-resource-policy", "cross-origin");
    else if (isPrivateAnswer(req.url)) reply.header("cache-control", "private, no-store");
    done();
  });
}
