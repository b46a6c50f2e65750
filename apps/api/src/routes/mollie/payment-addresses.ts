import type { FastifyRequest } from "fastify";
import { badRequest } from "../../http/http-error";
import { listeningOrigin, publicOrigin } from "../../http/public-origin";

/** The order-status page paths the storefront may ask to come back to (Dutch and English). */
const ORDER_STATUS_PATH = /^\/(?:(?:nl|en)\/)?order-status\/?$/;

/**
 * The redirect URL of a payment: the client's `{origin}/order-status/` (or `/en/order-status/`),
 * accepted only on the shop's own origin, with the order token appended by the server.
 */
export function paymentRedirectUrl(
  request: FastifyRequest,
  publicUrl: string | undefined,
  sent: string,
  orderToken: string,
): string {
  let url: URL;
  try {
    url = new URL(sent);
  } catch {
    throw badRequest("Invalid redirectUrl: must be an absolute URL");
  }
  const origin = publicOrigin(request, publicUrl);
  if (url.origin !== origin || url.search !== "" || url.hash !== "")
    throw badRequest(`Invalid redirectUrl: must be ${origin}/order-status/`);
  if (!ORDER_STATUS_PATH.test(url.pathname))
    throw badRequest(`Invalid redirectUrl: must be ${origin}/order-status/`);
  const path = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
  return `${origin}${path}${encodeURIComponent(orderToken)}`;
}

/**
 * Where the provider posts its webhook. With PUBLIC_URL, the shop's public address (Mollie must
 * reach it). Without it the sandbox gets the address this server itself listens on, never the
 * request's Host header, so it never posts to an address a caller made up; Mollie gets none,
 * as it refuses addresses it cannot reach, and get-payment-status asks it instead.
 */
export function webhookUrl(
  request: FastifyRequest,
  publicUrl: string | undefined,
  provider: "sandbox" | "mollie",
): string | undefined {
  const path = "/api/ext/mollie/webhook";
  if (publicUrl) return `${new URL(publicUrl).origin}${path}`;
  if (provider === "mollie") return undefined;
  return `${listeningOrigin(request)}${path}`;
}
