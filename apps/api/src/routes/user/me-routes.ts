import { createHmac } from "node:crypto";
import { loyaltyCardNumber, readCustomer, updateProfile } from "@etalage/commerce";
import type { Customer } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";
import { answering, ok } from "./user-answers";
import { profileBody } from "./user-bodies";
import { callerOf, readUserQuery } from "./user-caller";
import { customerContextOf } from "./user-context";
import { validateUserInput } from "./user-input";

/**
 * The loyalty card number goes with the caller's own profile only (derived from the id, stable).
 * `groupToken` signs the customer's group with the shop secret, as the legacy API did for tier
 * prices in catalogue searches; the search ignores it until prices per group exist.
 */
const ownProfile = (shop: Shop, customer: Customer): Customer => ({
  ...customer,
  groupToken: createHmac("sha256", shop.secret)
    .update(`customer-group:${customer.group_id}`)
    .digest("base64url"),
  loyalty_card: loyaltyCardNumber(customer.id),
});

/**
 * `GET /me` and `POST /me`: the caller's own profile and addresses, never anyone else's. A new
 * e-mail address needs the current `password` and is answered alike whether or not it is taken.
 */
export function meRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get("/api/user/me", async (request) => {
    const query = readUserQuery(request);
    const caller = await callerOf(shop, request, query.token);
    return ok(ownProfile(shop, await readCustomer(shop.database.db, caller.customerId)));
  });

  scope.post("/api/user/me", async (request, reply) => {
    const query = readUserQuery(request);
    const caller = await callerOf(shop, request, query.token);
    const { customer, password } = validateUserInput(profileBody, request.body, "customer");
    const ctx = customerContextOf(shop, request, query.store);
    const updated = await answering(reply, () =>
      updateProfile(ctx, caller.customerId, customer, password),
    );
    return ok(ownProfile(shop, updated));
  });
}
