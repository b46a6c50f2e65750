import {
  beginTotpSetup,
  changeOwnPassword,
  confirmTotpSetup,
  turnOffTotp,
} from "@etalage/commerce";
import { authenticatorCodeBody, ownPasswordBody } from "@etalage/contracts/back-office-forms";
import type { FastifyInstance } from "fastify";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";

export const confirmBody = authenticatorCodeBody;

/** Shared with the profile's form. */
export { ownPasswordBody };

/**
 * The member's own profile: two-step login (a secret for her authenticator app, then a code to
 * confirm it; a code to turn it off) and her password. Setting up two-step login is open to a
 * session that may do nothing else (ADMIN_REQUIRE_TOTP=on).
 */
export function totpRoutes(scope: FastifyInstance, shop: Shop): void {
  const { db } = shop.database;
  const config = { admin: { permission: "own-profile", duringTotpSetup: true } } as const;
  const own = { admin: { permission: "own-profile" } } as const;

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

  scope.post("/api/admin/me/totp/off", { config: own }, async (request, reply) => {
    const caller = staffOf(request);
    const { code } = validate(confirmBody, request.body, "two-step login code");
    const required = shop.settings.adminRequireTotp;
    await answering(reply, () => turnOffTotp(db, caller, code, new Date(), required));
    return ok({ totp: false });
  });

  scope.post("/api/admin/me/password", { config: own }, async (request, reply) => {
    const caller = staffOf(request);
    const change = validate(ownPasswordBody, request.body, "password change");
    await answering(reply, () => changeOwnPassword(db, caller, change, new Date()));
    return ok({ changed: true });
  });
}
