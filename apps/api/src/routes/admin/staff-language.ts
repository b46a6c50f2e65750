import type { StoreCode } from "@etalage/contracts";
import type { FastifyRequest } from "fastify";

/**
 * The language the member reads the back office in: English when her browser's first choice
 * (Accept-Language) is English, else Dutch, the shop's own.
 */
export function staffLanguageOf(request: FastifyRequest): StoreCode {
  const first = (request.headers["accept-language"] ?? "").split(",")[0]?.trim().toLowerCase();
  return first?.startsWith("en") ? "en" : "nl";
}
