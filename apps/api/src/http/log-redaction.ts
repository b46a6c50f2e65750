import type { FastifyRequest } from "fastify";

/** Query parameters that carry a secret: a customer's access token (seed 1 §7 `?token=`). */
const SECRET_PARAMETERS = ["token"];

/** The URL with the value of every secret query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
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
      return SECRET_PARAMETERS.includes(decoded.toLowerCase()) && eq >= 0
        ? `${name}=[redacted]`
        : part;
    });
  return `${url.slice(0, at)}?${parts.join("&")}`;
}

/**
 * Fastify's `req` log serializer: what a log line says about a request, never its token. The
 * Authorization header is not logged at all.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
