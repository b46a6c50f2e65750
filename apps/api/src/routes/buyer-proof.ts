import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { validate } from "../http/validate";
import type { Shop } from "../shop";
import { ownerOf } from "./cart/cart-caller";

/** `?token=` (the customer's) or `?orderToken=` (a guest's order): the buyer's proof. */
export const buyerProofQuery = z.object({
  token: z.string().max(4096).optional(),
  orderToken: z.string().trim().max(200).optional(),
});

/**
 * Who asks for a file of an order (a download, an invoice): the customer of her token, or a
 * guest with her order's token. A token that is unknown or ended is refused (401).
 */
export async function buyerProofOf(shop: Shop, request: FastifyRequest) {
  const query = validate(buyerProofQuery, request.query, "query parameter");
  const caller = await ownerOf(shop, request, query.token);
  return { customerId: caller.customerId, orderToken: query.orderToken || undefined };
}
