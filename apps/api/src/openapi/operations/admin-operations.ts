import { auditQuery } from "../../routes/admin/audit-routes";
import { newsletterQuery, ordersQuery } from "../../routes/admin/export-routes";
import { loginBody } from "../../routes/admin/session-routes";
import { file, listPage, type Operation, ok, refusal } from "../answers";
import { any, bool, dict, int, list, nullable, num, obj, oneOfText, str } from "../schema-words";

const role = oneOfText("staff", "owner");
const takings = obj({ incl_vat: num, excl_vat: num, orders: int });
const csv = file("text/csv", "The CSV file (UTF-8 with BOM, for Excel)");

/** `/api/admin/*`: the back office. */
export const adminOperations: Record<string, Operation> = {
  "POST /api/admin/login": {
    summary: "Log in to the back office",
    description:
      "Sets the session cookie and answers the CSRF token to send on every call that changes something. With two-step login on, `otp` is needed.",
    tag: "Session",
    caller: "anyone",
    body: loginBody,
    bodyExample: { email: "owner@etalage.nl", password: "Etalage-owner-2026", otp: "123456" },
    answers: {
      200: ok(obj({ name: str, role, csrfToken: str, totpSetupRequired: bool }), {
        name: "Eva",
        role: "owner",
        csrfToken: "cSrF7oKeN",
        totpSetupRequired: false,
      }),
      401: refusal(
        401,
        "Wrong e-mail address, password or code",
        "Wrong e-mail address or password",
      ),
      429: {
        ...refusal(
          429,
          "Too many failed logins",
          "Too many failed logins: try again in 15 minutes",
        ),
        headers: { "retry-after": { type: "integer", description: "Seconds to wait" } },
      },
    },
  },
  "POST /api/admin/logout": {
    summary: "Log out of the back office",
    tag: "Session",
    caller: "staff",
    answers: { 200: ok(bool, true) },
  },
  "GET /api/admin/me": {
    summary: "The member calling",
    tag: "Session",
    caller: "staff",
    answers: {
      200: ok(
        obj({ name: str, email: str, role, totp: bool, totpSetupRequired: bool, csrfToken: str }),
        {
          name: "Eva",
          email: "owner@etalage.nl",
          role: "owner",
          totp: true,
          totpSetupRequired: false,
          csrfToken: "cSrF7oKeN",
        },
      ),
    },
  },
  "GET /api/admin/audit": {
    summary: "Who changed what, newest first",
    description: "For the owner.",
    tag: "Reports",
    caller: "staff",
    query: auditQuery,
    answers: {
      200: listPage(
        obj({
          id: int,
          created_at: str,
          staff: obj({ id: nullable(int), email: str }),
          action: str,
          subject_type: str,
          subject_id: str,
          changes: dict(any),
          details: dict(any),
        }),
        {
          id: 1,
          created_at: "2026-11-27T12:00:00.000Z",
          staff: { id: 1, email: "owner@etalage.nl" },
          action: "order.ship",
          subject_type: "order",
          subject_id: "000000042",
          changes: { status: { from: "processing", to: "complete" } },
          details: { carrier: "postnl" },
        },
      ),
    },
  },
  "GET /api/admin/dashboard": {
    summary: "Revenue and what waits",
    tag: "Reports",
    caller: "staff",
    answers: {
      200: ok(
        obj({
          revenue: obj({ today: takings, days7: takings, days30: takings }),
          revenue_by_day: list(obj({ date: str, incl_vat: num })),
          orders_to_ship: int,
          returns_waiting: int,
          low_stock: list(obj({ sku: str, name: str, qty: num })),
          reviews_waiting: int,
        }),
        {
          revenue: {
            today: { incl_vat: 129.9, excl_vat: 107.36, orders: 2 },
            days7: { incl_vat: 649.5, excl_vat: 536.78, orders: 10 },
            days30: { incl_vat: 2598, excl_vat: 2147.11, orders: 40 },
          },
          revenue_by_day: [{ date: "2026-11-27", incl_vat: 129.9 }],
          orders_to_ship: 3,
          returns_waiting: 1,
          low_stock: [{ sku: "WS12-S-Blue", name: "Jurk Iris", qty: 1 }],
          reviews_waiting: 2,
        },
      ),
    },
  },
  "GET /api/admin/orders.csv": {
    summary: "Export orders as CSV",
    description: "For the owner; written to the audit log before it starts.",
    tag: "Reports",
    caller: "staff",
    query: ordersQuery,
    answers: { 200: csv },
  },
  "GET /api/admin/newsletter.csv": {
    summary: "Export the newsletter's subscribers as CSV",
    description: "For the owner; written to the audit log before it starts.",
    tag: "Reports",
    caller: "staff",
    query: newsletterQuery,
    answers: { 200: csv },
  },
};
