import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { TrustProxy } from "../config";

/**
 * The shopper's address of a request that has not entered Fastify, worked out as Fastify's
 * `request.ip` is under the same TRUST_PROXY: X-Forwarded-For only from the proxies it names.
 */
export function clientAddressOf(trust: TrustProxy): (req: IncomingMessage) => string {
  if (trust === false) return (req) => req.socket.remoteAddress ?? "";
  const trusted =
    trust === true
      ? () => true
      : typeof trust === "number"
        ? (_address: string, hop: number) => hop < trust
        : proxyAddr.compile(trust);
  return (req) => proxyAddr(req, trusted);
}
