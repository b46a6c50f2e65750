import { beginTotpSetup, confirmTotpSetup } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";

export const confirmBody = z.strictObject({ code: z.string().trim().max(16) });

/**
 * Two-step login from the member's profile: a secret for her authenticator app, then a code to
 * confirm it. Open to a session that may do nothing else (ADMIN_REQUIRE_TOTP=on).
 */
export function totpRoutes(scope: FastifyInstance, shop: Shop): void {
  const { db } = shop.database;
  const config = { admin: { permission: "own-profile", duringTotpSetup: true } } as const;

  scope.post("/api/admin/me/totp", { config }, async (request, reply) => {
    const caller = staffOf(request);
    return ok(await answering(reply, () => beginTotpSetup(db, caller, new Date())));
  });

  scope.post("/api/admin/me/totp/confirm", { config }, async (request, reply) => {
    const caller = staffOf(request);
    const { code } = validate(confirmBody, request.body, "two-step login code");
    await answering(reply, () => confirmTotpSetup(db, caller, code, new Date()));
    return ok({ totp: true });
  });
}
