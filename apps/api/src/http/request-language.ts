import type { FastifyRequest } from "fastify";

/** English for `?storeCode=en`, the `x-vs-store-code: en` header or an /en page; else Dutch. */
export function languageOf(req: FastifyRequest): "nl" | "en" {
  const query = req.query as Record<string, unknown> | undefined;
  const code = query?.storeCode ?? req.headers["x-vs-store-code"];
  if (code === "en") return "en";
  const path = req.url.split("?")[0] ?? "";
  return path === "/en" || path.startsWith("/en/") ? "en" : "nl";
}
