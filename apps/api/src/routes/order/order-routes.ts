import { type OrderContext, placeOrder } from "@etalage/commerce";
import { type OrderRequest, USER_MESSAGES } from "@etalage/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import { publicOrigin } from "../../http/public-origin";
import { validate } from "../../http/validate";
import { orderMail } from "../../mail/order-mail";
import type { Shop } from "../../shop";
import { cartContextOf, ok } from "../cart/cart-call";
import { ownerOf, readCallerQuery, storeOf } from "../cart/cart-caller";
import { answering } from "../cart/cart-errors";
import { acceptEmptyJsonBodies } from "../cart/lenient-json";
import { orderBody } from "./order-body";

/** The origin the order's mails link to: the shop's own (http/public-origin.ts), never Host. */
function mailOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return new URL(publicOrigin(request, publicUrl)).origin;
}

/** Room for a large order: 100 lines with their options and two addresses. */
const ORDER_BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/order`: places an order from the body's products, priced on the server; the
 * client's `order_id` makes a re-send safe. Answers `{magentoOrderId, orderNumber,
 * backendOrderId, transferedAt, orderToken, totals}`. The confirmation mail is queued in the
 * order's transaction and sent after its commit, with links to the origin the order came to.
 */
export async function orderRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  const ctx = cartContextOf(shop);
  await app.register(async (scope) => {
    acceptEmptyJsonBodies(scope, ORDER_BODY_LIMIT);
    scope.post("/api/order", async (request) => {
      const query = readCallerQuery(request);
      const owner = await ownerOf(shop, request, query.token);
      const store = storeOf(request, query.storeCode);
      const body: OrderRequest = validate(orderBody, request.body, "order body");
      // An order goes to the token's customer only: a user_id naming anyone else is refused.
      const userId = body.user_id?.trim() ?? "";
      if (userId !== "" && userId !== String(owner.customerId ?? ""))
        throw new HttpError(403, USER_MESSAGES.orderNotYours);
      const origin = mailOrigin(request, shop.settings.publicUrl);
      const orderCtx: OrderContext = {
        ...ctx,
        publicOrigin: origin,
        orderTransaction: (fn) =>
          shop.mail.transaction(async (trx, queue) => {
            const done = await fn(trx, (facts) =>
              queue(orderMail(facts, shop.settings.publicUrl, origin)),
            );
            // The stock taken goes to the catalogue change feed with the order, or not at all.
            await shop.catalogueChanges.recordReported(trx, done);
            return done;
          }),
      };
      const placed = await answering(() => placeOrder(orderCtx, body, owner, store));
      // Listings and product pages show the new stock straight away, on every process.
      await shop.catalogueChanges.stockChanged(placed.stockChangedProductIds);
      return ok(placed.order);
    });
  });
}
