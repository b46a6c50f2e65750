import { createStaffMember } from "@etalage/commerce";
import type { StaffRole } from "@etalage/db";
import { expect } from "vitest";
import type { Json, TestShop } from "./test-shop";
import { registeredCustomer, userApi } from "./user-test-shop";

export const STAFF_PASSWORD = "Winkel2026!";

/** A reply of the back office: status, JSON envelope and the headers (for Set-Cookie). */
export interface AdminReply {
  status: number;
  body: Json;
  headers: Headers;
}

/** A logged-in member: the session cookie and the CSRF token, as a browser would keep them. */
export interface AdminSession {
  cookie: string;
  csrfToken: string;
}

export interface AdminCall {
  body?: unknown;
  session?: AdminSession;
  /** Leave the x-csrf-token header out (a session's cookie alone). */
  withoutCsrf?: boolean;
  headers?: Record<string, string>;
}

/**
 * `/api/admin/*` over real HTTP, as a member reading the back office in `language`: the API
 * answers its refusals in it (a call's own `accept-language` header wins; null sends none).
 */
export function adminApi(shop: TestShop, language: "nl" | "en" | null = "en") {
  async function call(method: string, path: string, options: AdminCall = {}): Promise<AdminReply> {
    const headers: Record<string, string> = {
      ...(language ? { "accept-language": language } : {}),
      ...options.headers,
    };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.session) {
      headers.cookie = options.session.cookie;
      if (!options.withoutCsrf) headers["x-csrf-token"] = options.session.csrfToken;
    }
    const res = await fetch(shop.baseUrl + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    const body = res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
    return { status: res.status, body, headers: res.headers };
  }

  async function login(email: string, password = STAFF_PASSWORD, extra: object = {}) {
    const reply = await call("POST", "/api/admin/login", { body: { email, password, ...extra } });
    return reply;
  }

  /** Logs in and keeps the cookie; throws unless the login succeeded. */
  async function session(email: string, extra: object = {}): Promise<AdminSession> {
    const reply = await login(email, STAFF_PASSWORD, extra);
    if (reply.status !== 200) throw new Error(`admin login: ${JSON.stringify(reply.body)}`);
    return { cookie: cookieOf(reply), csrfToken: reply.body.result.csrfToken };
  }

  return { call, login, session };
}

export type AdminApi = ReturnType<typeof adminApi>;

/** The `name=value` part of the reply's Set-Cookie. */
export function cookieOf(reply: AdminReply): string {
  return (reply.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

let members = 0;

/** A new member with STAFF_PASSWORD, written as `npm run staff -- create` would. */
export async function addStaff(shop: TestShop, role: StaffRole, name = "Erin") {
  members += 1;
  const email = `${role}${members}-${Math.random().toString(36).slice(2, 8)}@etalage.test`;
  await createStaffMember(
    shop.shop.database.db,
    { email, name, role, password: STAFF_PASSWORD },
    new Date(),
  );
  return email;
}

/** A route of the back office and a body that would pass its checks. */
export interface AdminRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
}

/** A refusal: its HTTP status and the envelope with the same code and its message. */
function expectRefused(
  reply: { status: number; body: unknown },
  label: string,
  code: number,
  result: string,
) {
  expect(reply.status, label).toBe(code);
  expect(reply.body, label).toEqual({ code, result });
}

const LOGIN_FIRST = "Log in to the back office first";
const CSRF_MISSING = "The x-csrf-token header is missing or not this session's";

/**
 * Every route refuses a call without a session cookie, and one with a customer's token (as
 * query and as Bearer header) instead, with 401.
 */
export async function expectLoginNeeded(shop: TestShop, routes: AdminRoute[]): Promise<void> {
  const api = adminApi(shop);
  const customer = await registeredCustomer(userApi(shop));
  for (const route of routes) {
    const anonymous = await api.call(route.method, route.path, { body: route.body });
    expectRefused(anonymous, `${route.method} ${route.path}`, 401, LOGIN_FIRST);
    const separator = route.path.includes("?") ? "&" : "?";
    const asCustomer = await api.call(
      route.method,
      `${route.path}${separator}token=${encodeURIComponent(customer.token)}`,
      { body: route.body, headers: { authorization: `Bearer ${customer.token}` } },
    );
    expectRefused(
      asCustomer,
      `${route.method} ${route.path} with a customer's token`,
      401,
      LOGIN_FIRST,
    );
  }
}

/** Every unsafe route refuses a session's call without its x-csrf-token header with 403. */
export async function expectCsrfNeeded(
  shop: TestShop,
  session: AdminSession,
  routes: AdminRoute[],
): Promise<void> {
  const api = adminApi(shop);
  for (const route of routes) {
    const missing = await api.call(route.method, route.path, {
      body: route.body,
      session,
      withoutCsrf: true,
    });
    expectRefused(missing, `${route.method} ${route.path}`, 403, CSRF_MISSING);
    const wrong = await api.call(route.method, route.path, {
      body: route.body,
      session: { ...session, csrfToken: "not-the-token" },
    });
    expectRefused(wrong, `${route.method} ${route.path} with a wrong token`, 403, CSRF_MISSING);
  }
}

/** Every route refuses a staff member's session with 403: only the shop's owner may call it. */
export async function expectOwnerOnly(
  shop: TestShop,
  staff: AdminSession,
  routes: AdminRoute[],
): Promise<void> {
  const api = adminApi(shop);
  for (const route of routes) {
    const reply = await api.call(route.method, route.path, { session: staff, body: route.body });
    expectRefused(reply, `${route.method} ${route.path}`, 403, "Only the shop's owner may do this");
  }
}
