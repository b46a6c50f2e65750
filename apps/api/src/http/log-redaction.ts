import type { FastifyRequest } from "fastify";

/**
 * Query parameters that carry a secret: a customer's access token (docs/specification/api-calls.md `?token=`), and
 * every other `…token` (`orderToken`, `resetToken`, the newsletter's confirm and unsubscribe
 * tokens, HEALTH_TOKEN's `?token=`).
 */
const isSecretParameter = (name: string) => name.toLowerCase().endsWith("token");

/** The order-status page's path carries the order's token: `/order-status/{token}` (`/en/…`). */
const ORDER_STATUS_TOKEN = /^((?:\/[a-z]{2})?\/order-status\/)[^/?#.]+/;

/**
 * The URL with the value of every secret query parameter, and the order token in an order-status
 * path, replaced by `[redacted]`.
 */
export function redactUrl(raw: string): string {
  const url = raw.replace(ORDER_STATUS_TOKEN, "$1[redacted]");
  const at = url.indexOf("?");
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      const name = eq < 0 ? part : part.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it is.
      }
      return isSecretParameter(decoded) && eq >= 0 ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, at)}?${parts.join("&")}`;
}

/**
 * Fastify's `req` log serializer: what a log line says about a request (the lines of failed
 * requests carry it), never its token. The Authorization header is not logged at all.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
