import {
  type CartContext,
  cartPaymentMethods,
  cartShippingMethods,
  cartTotals,
  collectTotals,
  saveShippingInformation,
} from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { collectTotalsBody, shippingInformationBody, shippingMethodsBody } from "./cart-bodies";
import { cartOfCall, ok } from "./cart-call";
import { answering } from "./cart-errors";

/** Totals, shipping and payment methods, and the checkout's shipping information. */
export function cartTotalsRoutes(app: FastifyInstance, shop: Shop, ctx: CartContext): void {
  app.get("/api/cart/totals", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    return ok(await answering(() => cartTotals(ctx, cart)));
  });

  app.post("/api/cart/collect-totals", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    const body = validate(collectTotalsBody, request.body, "collect-totals body");
    return ok(await answering(() => collectTotals(ctx, cart, body?.methods)));
  });

  app.get("/api/cart/payment-methods", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    return ok(await answering(() => cartPaymentMethods(ctx, cart)));
  });

  app.post("/api/cart/shipping-methods", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    const { address } = validate(shippingMethodsBody, request.body, "shipping-methods body");
    return ok(await answering(() => cartShippingMethods(ctx, cart, address.countryId)));
  });

  app.post("/api/cart/shipping-information", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    const { addressInformation: info } = validate(
      shippingInformationBody,
      request.body,
      "shipping-information body",
    );
    return ok(await answering(() => saveShippingInformation(ctx, cart, info)));
  });
}
