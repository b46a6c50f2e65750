import type { StoreCode } from "@etalage/contracts";
import type { FastifyRequest } from "fastify";

/**
 * The language of an answer: the back office's in the member's (Accept-Language); the shop's
 * English for `?storeCode=en`, the `x-vs-store-code: en` header or an /en page; else Dutch.
 */
export function languageOf(req: FastifyRequest): StoreCode {
  if (isBackOffice(req)) return staffLanguageOf(req);
  const path = req.url.split("?")[0] ?? "";
  const query = req.query as Record<string, unknown> | undefined;
  const code = query?.storeCode ?? req.headers["x-vs-store-code"];
  if (code === "en") return "en";
  return path === "/en" || path.startsWith("/en/") ? "en" : "nl";
}

/**
 * The language the member reads the back office in: English when her browser's first choice
 * (Accept-Language) is English, else Dutch, the shop's own. The back office sends the one she chose.
 */
export function staffLanguageOf(request: FastifyRequest): StoreCode {
  const first = (request.headers["accept-language"] ?? "").split(",")[0]?.trim().toLowerCase();
  return first?.startsWith("en") ? "en" : "nl";
}

/** A call of the back office's API, `/api/admin/…`. */
export function isBackOffice(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "";
  return path === "/api/admin" || path.startsWith("/api/admin/");
}
