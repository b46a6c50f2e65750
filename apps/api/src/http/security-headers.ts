import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** HSTS for a year; subdomains are left out, as the shop need not own its domain's others. */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

export interface SecurityHeaderOptions {
  /** The shop's public origin (PUBLIC_URL): HSTS only when that is https. */
  publicUrl: string | undefined;
}

/**
 * Protective headers on every reply: no sniffing, no framing, a strict referrer, HSTS behind
 * https. The Content-Security-Policy here allows nothing, which fits JSON, pictures and files;
 * storefront pages replace it with their own (storefront/page-csp.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const https = options.publicUrl?.startsWith("https:") ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] },
    },
    strictTransportSecurity: https ? { maxAge: HSTS_SECONDS, includeSubDomains: false } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  // Product pictures may be shown elsewhere (an order mail, a comparison site); the rest is ours.
  app.addHook("onRequest", async (req, reply) => {
    if (req.url.startsWith("/img/")) reply.header("cross-origin-resource-policy", "cross-origin");
  });
}
