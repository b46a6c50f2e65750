import {
  customerOfToken,
  logIn,
  logOut,
  refreshSession,
  sessionOfRefreshToken,
} from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";
import { tokenOf } from "../cart/cart-caller";
import { setDeviceCookie } from "./device-cookie";
import { answering, ok } from "./user-answers";
import { loginBody, logoutBody, refreshBody } from "./user-bodies";
import { notAuthorized, readUserQuery } from "./user-caller";
import { customerContextOf } from "./user-context";
import { validateUserInput } from "./user-input";

/**
 * `login` (the access token as result, the refresh token in meta), `refresh` (both rotated) and
 * `logout` (ends the login of the token, or of the refresh token when the access token is gone).
 * A login with the right password hands a browser without one its device cookie.
 */
export function sessionRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.post("/api/user/login", async (request, reply) => {
    const { store } = readUserQuery(request);
    const body = validateUserInput(loginBody, request.body, "login body");
    const ctx = customerContextOf(shop, request, store);
    const tokens = await answering(reply, () => logIn(ctx, body.username, body.password));
    if (tokens.deviceToken) setDeviceCookie(reply, request, shop, tokens.deviceToken);
    return ok(tokens.accessToken, { refreshToken: tokens.refreshToken });
  });

  scope.post("/api/user/refresh", async (request, reply) => {
    readUserQuery(request);
    const body = validateUserInput(refreshBody, request.body, "refresh body");
    const { db } = shop.database;
    const minutes = shop.settings.accessTokenMinutes;
    const tokens = await answering(reply, () =>
      refreshSession(db, body.refreshToken, new Date(), minutes),
    );
    return ok(tokens.accessToken, { refreshToken: tokens.refreshToken });
  });

  scope.post("/api/user/logout", async (request) => {
    const query = readUserQuery(request);
    const body = validateUserInput(logoutBody, request.body, "logout body");
    const { db } = shop.database;
    const now = new Date();
    const token = tokenOf(request, query.token);
    const caller = token === "" ? null : await customerOfToken(db, token, now);
    const sessionId =
      caller?.sessionId ??
      (body?.refreshToken ? await sessionOfRefreshToken(db, body.refreshToken) : null);
    if (sessionId === null) throw notAuthorized();
    await logOut(db, sessionId, now);
    return ok(true);
  });
}
