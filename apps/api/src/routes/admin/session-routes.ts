import { csrfTokenOf, endStaffSession, logInStaff } from "@etalage/commerce";
import { loginBody } from "@etalage/contracts/back-office-forms";
import type { FastifyInstance } from "fastify";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";
import { adminCookieOf, clearAdminCookie, setAdminCookie } from "./admin-cookie";

export { loginBody };

/** `login` (sets the session cookie), `logout` and `me`. */
export function sessionRoutes(scope: FastifyInstance, shop: Shop): void {
  const { publicUrl } = shop.settings;

  scope.post("/api/admin/login", { config: { admin: "public" } }, async (request, reply) => {
    const body = validate(loginBody, request.body, "login body");
    const login = await answering(reply, () =>
      logInStaff(
        shop.database.db,
        { ...body, ip: request.ip },
        new Date(),
        shop.settings.adminRequireTotp,
      ),
    );
    setAdminCookie(reply, login.token, publicUrl);
    const { name, role, csrfToken, totpSetupRequired } = login;
    return ok({ name, role, csrfToken, totpSetupRequired });
  });

  const anyMember = { admin: { permission: "own-profile", duringTotpSetup: true } } as const;

  scope.post("/api/admin/logout", { config: anyMember }, async (request, reply) => {
    await endStaffSession(shop.database.db, staffOf(request).sessionId, new Date());
    clearAdminCookie(reply, publicUrl);
    return ok(true);
  });

  scope.get("/api/admin/me", { config: anyMember }, async (request) => {
    const caller = staffOf(request);
    return ok({
      name: caller.name,
      email: caller.email,
      role: caller.role,
      totp: caller.totpOn,
      totpSetupRequired:
        caller.scope === "totp-setup" || (shop.settings.adminRequireTotp && !caller.totpOn),
      csrfToken: csrfTokenOf(adminCookieOf(request)),
    });
  });
}
