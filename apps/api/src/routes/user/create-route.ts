import { registerCustomer } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";
import { answering, ok } from "./user-answers";
import { createBody } from "./user-bodies";
import { readUserQuery } from "./user-caller";
import { customerContextOf } from "./user-context";
import { validateUserInput } from "./user-input";

/** `create`: a new account with a welcome mail; answers the customer (log in next). */
export function createRoute(scope: FastifyInstance, shop: Shop): void {
  scope.post("/api/user/create", async (request, reply) => {
    const { store } = readUserQuery(request);
    const body = validateUserInput(createBody, request.body, "customer");
    const ctx = customerContextOf(shop, request, store);
    const { email, firstname, lastname, addresses = [] } = body.customer;
    const customer = await answering(reply, () =>
      registerCustomer(ctx, { email, firstname, lastname, addresses }, body.password),
    );
    return ok(customer);
  });
}
