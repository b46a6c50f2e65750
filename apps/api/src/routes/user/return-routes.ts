import {
  customerReturns,
  type ReturnProof,
  requestReturn,
  returnableLines,
} from "@etalage/commerce";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { answering } from "../admin/admin-answers";
import { storeOf, tokenOf } from "../cart/cart-caller";
import { customerReturnsQuery, returnableQuery, returnRequestBody } from "../returns/return-bodies";
import { returnDeskContext } from "../returns/return-desk-context";
import { ok } from "./user-answers";
import { callerOf, notAuthorized } from "./user-caller";

/** The customer's token (query or Bearer), else a guest's order token; neither is a 401. */
async function proofOf(
  shop: Shop,
  request: FastifyRequest,
  queryToken: string | undefined,
  orderToken: string | undefined,
): Promise<ReturnProof> {
  if (tokenOf(request, queryToken) !== "") {
    const caller = await callerOf(shop, request, queryToken);
    return { customerId: caller.customerId, orderToken: orderToken || undefined };
  }
  if (!orderToken) throw notAuthorized();
  return { orderToken };
}

/** `/api/user/returns`: a customer (or a guest with her order token) sends back what shipped. */
export function returnRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.post("/api/user/returns", async (request, reply) => {
    const query = validate(customerReturnsQuery, request.query, "query parameter");
    storeOf(request, query.storeCode);
    const body = validate(returnRequestBody, request.body, "return");
    const proof = await proofOf(shop, request, query.token, body.orderToken ?? query.orderToken);
    const lines = body.lines.map((line) => ({ ...line, comment: line.comment || null }));
    return ok(
      await answering(reply, () =>
        requestReturn(returnDeskContext(shop), proof, {
          incrementId: body.increment_id,
          lines,
        }),
      ),
    );
  });

  scope.get("/api/user/returns", async (request, reply) => {
    const query = validate(customerReturnsQuery, request.query, "query parameter");
    storeOf(request, query.storeCode);
    const proof = await proofOf(shop, request, query.token, query.orderToken);
    return ok(
      await answering(reply, () => customerReturns(shop.database.db, proof, query.increment_id)),
    );
  });

  scope.get("/api/user/returns/returnable", async (request, reply) => {
    const query = validate(returnableQuery, request.query, "query parameter");
    storeOf(request, query.storeCode);
    const proof = await proofOf(shop, request, query.token, query.orderToken);
    return ok(
      await answering(reply, () =>
        returnableLines(shop.database.db, proof, query.increment_id, new Date()),
      ),
    );
  });
}
