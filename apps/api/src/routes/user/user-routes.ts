import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";
import { acceptEmptyJsonBodies } from "../cart/lenient-json";
import { accountDataRoutes } from "./account-data-routes";
import { createRoute } from "./create-route";
import { meRoutes } from "./me-routes";
import { orderHistoryRoute } from "./order-history-route";
import { passwordRoutes } from "./password-routes";
import { returnRoutes } from "./return-routes";
import { sessionRoutes } from "./session-routes";

/** A profile with two addresses is about 2 KB. */
const USER_BODY_LIMIT = 16 * 1024;

/** `/api/user/*` (docs/specification/api-calls.md, docs/specification/api-shapes.md §5): the customer's account, logins and orders. */
export async function userRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  await app.register(async (scope) => {
    acceptEmptyJsonBodies(scope, USER_BODY_LIMIT);
    sessionRoutes(scope, shop);
    createRoute(scope, shop);
    meRoutes(scope, shop);
    passwordRoutes(scope, shop);
    orderHistoryRoute(scope, shop);
    accountDataRoutes(scope, shop);
    returnRoutes(scope, shop);
  });
}
