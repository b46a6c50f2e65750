import { customerOfToken } from "@etalage/commerce";
import { USER_MESSAGES } from "@etalage/contracts";
import type { SessionCustomer } from "@etalage/db";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../../http/http-error";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { storeOf, tokenOf } from "../cart/cart-caller";

/** The query every user call may carry: the token and the store view (docs/specification/api-shapes.md §1). */
export const userQuery = z.object({
  // Any length: a token we never handed out is a 401 like any other unknown one.
  token: z.string().optional(),
  storeCode: z.string().max(16).optional(),
});

export function readUserQuery(request: FastifyRequest) {
  const query = validate(userQuery, request.query, "query parameter");
  return { ...query, store: storeOf(request, query.storeCode) };
}

export const notAuthorized = () => new HttpError(401, USER_MESSAGES.notAuthorized);

/** The logged-in customer of a call; a missing, unknown, expired or revoked token is a 401. */
export async function callerOf(
  shop: Shop,
  request: FastifyRequest,
  queryToken: string | undefined,
): Promise<SessionCustomer> {
  const token = tokenOf(request, queryToken);
  const caller = token === "" ? null : await customerOfToken(shop.database.db, token, new Date());
  if (caller === null) throw notAuthorized();
  return caller;
}
