import type { CartContext } from "@etalage/commerce";
import { createCart, deleteCartItem, pullCart, updateCartItem } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { deleteBody, updateBody } from "./cart-bodies";
import { cartOfCall, ok } from "./cart-call";
import { ownerOf, readCallerQuery, storeOf } from "./cart-caller";
import { answering } from "./cart-errors";

/** `create`, `pull`, `update` and `delete`: the cart and its lines. */
export function cartItemRoutes(app: FastifyInstance, shop: Shop, ctx: CartContext): void {
  app.post("/api/cart/create", async (request) => {
    const query = readCallerQuery(request);
    const owner = await ownerOf(shop, request, query.token);
    const store = storeOf(request, query.storeCode);
    return ok(await answering(() => createCart(ctx, owner, store)));
  });

  app.get("/api/cart/pull", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    return ok(await answering(() => pullCart(ctx, cart)));
  });

  app.post("/api/cart/update", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    const { cartItem } = validate(updateBody, request.body, "cart update");
    const change = {
      sku: cartItem.sku,
      qty: cartItem.qty,
      itemId: cartItem.item_id,
      productOption: cartItem.product_option,
    };
    return ok(await answering(() => updateCartItem(ctx, cart, change)));
  });

  app.post("/api/cart/delete", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    const { cartItem } = validate(deleteBody, request.body, "cart delete");
    return ok(await answering(() => deleteCartItem(ctx, cart, cartItem.item_id)));
  });
}
