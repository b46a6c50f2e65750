import { deleteAccount, exportCustomerData } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Shop } from "../../shop";
import { answering, ok } from "./user-answers";
import { callerOf, readUserQuery } from "./user-caller";
import { customerContextOf } from "./user-context";
import { validateUserInput } from "./user-input";

/** The name the browser saves the customer's data under. */
export const EXPORT_FILE_NAME = "etalage-mijn-gegevens.json";

/** `POST /api/user/delete`: the account's password, capped as at login. */
export const deleteBody = z.strictObject({
  password: z.string({ error: "password is required" }).min(1, "password is required").max(256),
});

/**
 * The customer's rights over their data (GDPR): `GET /export` downloads everything the shop
 * holds about the caller as JSON; `POST /delete` deletes the caller's account after its password.
 */
export function accountDataRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get("/api/user/export", async (request, reply) => {
    const query = readUserQuery(request);
    const caller = await callerOf(shop, request, query.token);
    const data = await answering(reply, () =>
      exportCustomerData(shop.database.db, caller.customerId, new Date()),
    );
    reply
      .header("content-disposition", `attachment; filename="${EXPORT_FILE_NAME}"`)
      .header("cache-control", "no-store");
    return ok(data);
  });

  scope.post("/api/user/delete", async (request, reply) => {
    const query = readUserQuery(request);
    const caller = await callerOf(shop, request, query.token);
    const body = validateUserInput(deleteBody, request.body, "account deletion");
    const ctx = customerContextOf(shop, request, query.store);
    return ok(await answering(reply, () => deleteAccount(ctx, caller, body.password)));
  });
}
