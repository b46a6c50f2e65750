import {
  csrfTokenMatches,
  FORBIDDEN_MESSAGE,
  mayDo,
  type Permission,
  staffOfSession,
} from "@etalage/commerce";
import type { Localized } from "@etalage/contracts";
import type { SessionStaff } from "@etalage/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import type { Shop } from "../../shop";
import { adminCookieOf } from "./admin-cookie";

/**
 * Who may call a back-office route, given as the route's `config.admin`: "public" (the login
 * alone), or the permission it needs (commerce's PERMISSIONS table says which role has it). A
 * route without it needs the owner's "staff.manage": forgetting fails closed.
 */
export type AdminAccess =
  | "public"
  | {
      permission: Permission;
      /** Also open to a session that may only turn on two-step login (ADMIN_REQUIRE_TOTP=on). */
      duringTotpSetup?: boolean;
    };

declare module "fastify" {
  interface FastifyContextConfig {
    admin?: AdminAccess;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The gate's refusals, in the member's language (Accept-Language). */
export const ADMIN_MESSAGES = {
  notLoggedIn: { nl: "Log eerst in op de backoffice", en: "Log in to the back office first" },
  csrf: {
    nl: "De header x-csrf-token ontbreekt of hoort niet bij deze sessie",
    en: "The x-csrf-token header is missing or not this session's",
  },
  ownerOnly: FORBIDDEN_MESSAGE,
  totpFirst: {
    nl: "Zet eerst inloggen in twee stappen aan: POST /api/admin/me/totp",
    en: "Turn on two-step login first: POST /api/admin/me/totp",
  },
} as const satisfies Record<string, Localized>;

/** The envelope answers it in the member's language. */
const refused = (status: number, message: Localized) => new HttpError(status, message.en, message);

const callers = new WeakMap<FastifyRequest, SessionStaff>();

/** The member calling a route of the back office (after the gate let the call in). */
export function staffOf(request: FastifyRequest): SessionStaff {
  const caller = callers.get(request);
  if (!caller) throw refused(401, ADMIN_MESSAGES.notLoggedIn);
  return caller;
}

/**
 * The one place that decides who may call a back-office route, before its body is read: a live
 * session (401), its CSRF token on every unsafe call (403), a full session unless the route helps
 * to turn on two-step login (403), and the permission the route needs (403).
 */
export function guardBackOffice(scope: FastifyInstance, shop: Shop): void {
  scope.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.admin ?? { permission: "staff.manage" };
    if (access === "public") return;
    const token = adminCookieOf(request);
    const caller = token ? await staffOfSession(shop.database.db, token, new Date()) : null;
    if (!caller) throw refused(401, ADMIN_MESSAGES.notLoggedIn);
    const csrf = request.headers["x-csrf-token"];
    if (!SAFE_METHODS.has(request.method) && !csrfTokenMatches(caller, firstOf(csrf)))
      throw refused(403, ADMIN_MESSAGES.csrf);
    // A session begun before two-step login was required counts as one that must turn it on.
    const totpFirst = caller.scope !== "full" || (shop.settings.adminRequireTotp && !caller.totpOn);
    if (totpFirst && !access.duringTotpSetup) throw refused(403, ADMIN_MESSAGES.totpFirst);
    if (!mayDo(caller.role, access.permission)) throw refused(403, ADMIN_MESSAGES.ownerOnly);
    callers.set(request, caller);
  });
}

const firstOf = (header: string | string[] | undefined) =>
  Array.isArray(header) ? header[0] : header;
