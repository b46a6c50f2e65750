import { KNOWN_DEVICE_DAYS } from "@etalage/commerce";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Shop } from "../../shop";

/**
 * The device token a browser keeps once it logged in with the password: random, stored only as
 * its SHA-256, sent only to the account calls and never readable by the page's scripts. A known
 * device is not held back by the account-wide limit on failed logins.
 */
export const DEVICE_COOKIE = "etalage_device";

/** The device token the request carries, if any. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return value.join("=");
  }
  return undefined;
}

/** Hands the browser its new device token. */
export function setDeviceCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  shop: Shop,
  token: string,
): void {
  const secure =
    request.protocol === "https" || (shop.settings.publicUrl ?? "").startsWith("https:");
  const attributes = [
    `${DEVICE_COOKIE}=${token}`,
    "Path=/api/user",
    `Max-Age=${KNOWN_DEVICE_DAYS * 24 * 3600}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ];
  reply.header("set-cookie", attributes.join("; "));
}
