import { CART_MESSAGES, type CartOwner, GUEST } from "@etalage/commerce";
import type { StoreCode } from "@etalage/contracts";
import { DEFAULT_STORE_CODE, STORE_CODES } from "@etalage/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { badRequest, HttpError } from "../../http/http-error";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";

/** The query parameters every cart and order call may carry (docs/specification/api-shapes.md §1). */
export const callerQuery = z.object({
  token: z.string().max(4096).optional(),
  storeCode: z.string().max(16).optional(),
});

/**
 * The user token of a call: `?token=` or, in header mode, `Authorization: Bearer`. An empty
 * value (the storefront sends `token=` for guests) means a guest.
 */
export function tokenOf(request: FastifyRequest, queryToken: string | undefined): string {
  if (queryToken) return queryToken.trim();
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
}

/**
 * The customer behind a token (the shop's `resolveCustomer`). An invalid, expired or revoked
 * token answers 401 so the storefront refreshes it or falls back to a guest cart (docs/specification/cart.md
 * "Cart server sync").
 */
export async function ownerOf(
  shop: Shop,
  request: FastifyRequest,
  queryToken: string | undefined,
): Promise<CartOwner> {
  const token = tokenOf(request, queryToken);
  if (token === "") return GUEST;
  const owner = await shop.resolveCustomer(token);
  if (owner === null) throw new HttpError(401, CART_MESSAGES.notAuthorized);
  return owner;
}

/** The store view a call names: `?storeCode=` or the `x-vs-store-code` header; nl by default. */
export function storeOf(request: FastifyRequest, queryStore: string | undefined): StoreCode {
  return namedStoreOf(request, queryStore) ?? DEFAULT_STORE_CODE;
}

/** The store view a call names, if it names one. */
export function namedStoreOf(
  request: FastifyRequest,
  queryStore: string | undefined,
): StoreCode | undefined {
  const header = request.headers["x-vs-store-code"];
  const code = queryStore || (typeof header === "string" ? header : "");
  if (code === "") return undefined;
  if (!STORE_CODES.includes(code as StoreCode)) throw badRequest(`Unknown store code: ${code}`);
  return code as StoreCode;
}

export const readCallerQuery = (request: FastifyRequest) =>
  validate(callerQuery, request.query, "query parameter");
