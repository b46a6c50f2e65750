import { type CartContext, type OpenCart, openCart, searchCartCatalogue } from "@etalage/commerce";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { cartQuery } from "./cart-bodies";
import { namedStoreOf, ownerOf } from "./cart-caller";
import { answering } from "./cart-errors";

export function cartContextOf(shop: Shop): CartContext {
  return {
    db: shop.database.db,
    catalogue: searchCartCatalogue(shop.catalogue.engine),
    now: () => new Date(),
    guestQtyPerLine: shop.settings.maxQtyPerLine,
  };
}

/**
 * The cart a call names in `?cartId=`, opened for its caller (token or guest) and shown in the
 * store view the call names, with the call's other query parameters.
 */
export async function cartOfCall<S extends typeof cartQuery>(
  shop: Shop,
  ctx: CartContext,
  request: FastifyRequest,
  schema: S = cartQuery as S,
): Promise<{ cart: OpenCart; query: z.infer<S> }> {
  const query = validate(schema, request.query, "cart parameter");
  const owner = await ownerOf(shop, request, query.token);
  const store = namedStoreOf(request, query.storeCode);
  const cart = await answering(() => openCart(ctx, query.cartId, owner, store));
  return { cart, query };
}

export const ok = <T>(result: T) => ({ code: 200, result });
