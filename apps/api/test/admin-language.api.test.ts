import { describe, expect, it } from "vitest";
import { type AdminCall, adminApi, STAFF_PASSWORD } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";

const ctx = backOfficeShopForTests();

/** What the member's browser (or the back office's own calls) put first in Accept-Language. */
const LANGUAGES = {
  none: undefined,
  dutch: "nl-NL,nl;q=0.9,en;q=0.8",
  english: "en-GB,en;q=0.9,nl;q=0.8",
} as const;

interface Refusal {
  what: string;
  call(headers: Record<string, string>): ReturnType<ReturnType<typeof adminApi>["call"]>;
  status: number;
  nl: string;
  en: string;
}

/** A call with only the Accept-Language header the case gives. */
const call = (method: string, path: string, options: AdminCall) =>
  adminApi(ctx.shop, null).call(method, path, options);

const REFUSALS: Refusal[] = [
  {
    what: "no session",
    call: (headers) => call("GET", "/api/admin/orders", { headers }),
    status: 401,
    nl: "Log eerst in op de backoffice",
    en: "Log in to the back office first",
  },
  {
    what: "no CSRF token",
    call: (headers) =>
      call("POST", "/api/admin/logout", { headers, session: ctx.owner, withoutCsrf: true }),
    status: 403,
    nl: "De header x-csrf-token ontbreekt of hoort niet bij deze sessie",
    en: "The x-csrf-token header is missing or not this session's",
  },
  {
    what: "staff where only the owner may",
    call: (headers) => call("GET", "/api/admin/audit", { headers, session: ctx.staff }),
    status: 403,
    nl: "Alleen de eigenaar van de winkel mag dit doen",
    en: "Only the shop's owner may do this",
  },
  {
    what: "an order that is not there",
    call: (headers) => call("GET", "/api/admin/orders/999999999", { headers, session: ctx.staff }),
    status: 404,
    nl: "Er is geen bestelling met nummer 999999999",
    en: "No order 999999999",
  },
  {
    what: "a value a form rule refuses",
    call: (headers) =>
      call("POST", "/api/admin/orders/000000001/ship", {
        headers,
        session: ctx.staff,
        body: { carrier: "PostNL" },
      }),
    status: 400,
    nl: "tracking_number: Bij een vervoerder hoort een track & trace-code",
    en: "Invalid shipment tracking_number: A tracking number is needed with a carrier",
  },
  {
    what: "a value zod itself refuses",
    call: (headers) =>
      call("POST", "/api/admin/orders/000000001/refund", {
        headers,
        session: ctx.owner,
        body: { lines: [{ sku: "JRK-1001-ZWART-S", qty: 0 }], restock: true, reason: "Kapot" },
      }),
    status: 400,
    nl: "lines.0.qty: is te klein of te kort",
    en: "Invalid refund lines.0.qty: is too small or too short",
  },
  {
    what: "a day that is no day",
    call: (headers) =>
      call("GET", "/api/admin/orders?from=gisteren", { headers, session: ctx.staff }),
    status: 400,
    nl: "from: moet een dag zijn als JJJJ-MM-DD",
    en: "Invalid query parameter from: must be a day as YYYY-MM-DD",
  },
  {
    what: "a body that is no JSON",
    call: async (headers) => {
      const res = await fetch(`${ctx.shop.baseUrl}/api/admin/orders/000000001/notes`, {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          cookie: ctx.staff.cookie,
          "x-csrf-token": ctx.staff.csrfToken,
        },
        body: "{niet af",
      });
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    status: 400,
    nl: "De inhoud van het verzoek is geen geldige JSON",
    en: "The request body is not valid JSON",
  },
  {
    what: "an address no route answers",
    call: (headers) => call("GET", "/api/admin/no-such-screen", { headers, session: ctx.staff }),
    status: 404,
    nl: "Dit adres van de API bestaat niet: GET /api/admin/no-such-screen",
    en: "No such endpoint: GET /api/admin/no-such-screen",
  },
  {
    what: "a wrong password",
    call: (headers) =>
      call("POST", "/api/admin/login", {
        headers,
        body: { email: ctx.staffEmail, password: `${STAFF_PASSWORD}x` },
      }),
    status: 401,
    nl: "Onjuist e-mailadres of wachtwoord",
    en: "Wrong e-mail address or password",
  },
];

describe("the back office's refusals", () => {
  it("say why in Dutch without Accept-Language or with Dutch first, and in English with English first", async () => {
    for (const refusal of REFUSALS) {
      for (const [language, header] of Object.entries(LANGUAGES)) {
        const reply = await refusal.call(header ? { "accept-language": header } : {});
        const expected = language === "english" ? refusal.en : refusal.nl;
        expect(reply.status, `${refusal.what}, ${language}`).toBe(refusal.status);
        expect(reply.body, `${refusal.what}, ${language}`).toEqual({
          code: refusal.status,
          result: expected,
        });
      }
    }
  });
});
