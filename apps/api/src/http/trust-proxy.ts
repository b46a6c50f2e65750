import type { FastifyServerOptions } from "fastify";
import type { TrustProxy } from "../config";

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A number of hops is handed over as a function that
 * trusts that many proxies in front of the shop: Fastify reads a plain number as trusting none.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions["trustProxy"] {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}
