import { listReturns, receiveReturn, refundReturn, rejectReturn } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import {
  receiveBody,
  rejectBody,
  returnListQuery,
  returnNumberParams,
} from "../returns/return-bodies";
import { returnDeskContext } from "../returns/return-desk-context";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";

const handle = { admin: { permission: "returns.handle" } } as const;
const refund = { admin: { permission: "money.refund" } } as const;

/** Returns in the back office: the list, receiving a parcel, refusing one, paying it back. */
export function returnRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get("/api/admin/returns", { config: handle }, async (request) => {
    const { status } = validate(returnListQuery, request.query, "query parameter");
    return ok({ items: await listReturns(shop.database.db, status) });
  });

  scope.post("/api/admin/returns/:number/receive", { config: handle }, async (request, reply) => {
    const { number } = validate(returnNumberParams, request.params, "return number");
    const { lines } = validate(receiveBody, request.body, "receipt");
    return ok(
      await answering(reply, () =>
        receiveReturn(returnDeskContext(shop), staffOf(request), number, lines),
      ),
    );
  });

  scope.post("/api/admin/returns/:number/reject", { config: handle }, async (request, reply) => {
    const { number } = validate(returnNumberParams, request.params, "return number");
    const { reason } = validate(rejectBody, request.body, "rejection");
    return ok(
      await answering(reply, () =>
        rejectReturn(returnDeskContext(shop), staffOf(request), number, reason),
      ),
    );
  });

  scope.post("/api/admin/returns/:number/refund", { config: refund }, async (request, reply) => {
    const { number } = validate(returnNumberParams, request.params, "return number");
    return ok(
      await answering(reply, () => refundReturn(returnDeskContext(shop), staffOf(request), number)),
    );
  });
}
