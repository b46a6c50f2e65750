import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "vitest";
import { decodeQuotedPrintable } from "../../../test/quoted-printable";
import { readReply } from "./api-reply";
import { dutchAddress } from "./cart-test-shop";
import type { TestShop } from "./test-shop";

export type { Reply } from "./api-reply";

/** The one answer to a call without a valid token (docs/specification/api-shapes.md §5). */
export const NOT_AUTHORIZED = { status: 401, body: { code: 401, result: "not authorized" } };

/**
 * A login refused while the account is locked for this address (15 minutes) or account-wide
 * (60 minutes), in Dutch; a minute may have passed since the lock began.
 */
export const accountLocked = (minutes: 15 | 60) => ({
  status: 429,
  body: {
    code: 429,
    result: expect.stringMatching(
      new RegExp(
        `^Te vaak een verkeerd wachtwoord voor dit account\\. Probeer het over (${minutes - 1}|${minutes}) minuten opnieuw, of stel je wachtwoord opnieuw in\\.$`,
      ),
    ),
  },
});

/** Too many calls from one address (per-IP limits on), in Dutch. */
export const TOO_MANY_REQUESTS = {
  status: 429,
  body: { code: 429, result: "Te veel verzoeken: probeer het over 10 minuten opnieuw" },
};

/** A password change, or account deletion, with a wrong current password. */
export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";

/** A password that meets the seeds' rules (8 characters, 3 classes). */
export const GOOD_PASSWORD = "Zomer2026!";

/** The `/api/user/*` calls over HTTP; `token` goes in the query as the storefront sends it. */
export function userApi(shop: TestShop) {
  const post = (path: string, body: unknown, init: RequestInit = {}) =>
    fetch(shop.baseUrl + path, {
      method: "POST",
      ...init,
      headers: { "content-type": "application/json", ...init.headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }).then(readReply);
  const get = (path: string, init: RequestInit = {}) =>
    fetch(shop.baseUrl + path, init).then(readReply);
  const q = (token: string) => `token=${encodeURIComponent(token)}`;
  return {
    post,
    get,
    create: (customer: object, password = GOOD_PASSWORD, query = "") =>
      post(`/api/user/create${query}`, { customer, password }),
    login: (username: string, password = GOOD_PASSWORD) =>
      post("/api/user/login", { username, password }),
    refresh: (refreshToken: string) => post("/api/user/refresh", { refreshToken }),
    logout: (token: string, body: object = {}) => post(`/api/user/logout?${q(token)}`, body),
    me: (token: string) => get(`/api/user/me?${q(token)}`),
    updateMe: (token: string, customer: object, password?: string, query = "") =>
      post(`/api/user/me?${q(token)}${query}`, { customer, password }),
    changePassword: (token: string, currentPassword: string, newPassword: string) =>
      post(`/api/user/change-password?${q(token)}`, { currentPassword, newPassword }),
    resetPassword: (email: string, query = "") =>
      post(`/api/user/reset-password${query}`, { email }),
    createPassword: (email: string, resetToken: string, newPassword: string) =>
      post("/api/user/create-password", { email, resetToken, newPassword }),
    orderHistory: (token: string, extra = "") => get(`/api/user/order-history?${q(token)}${extra}`),
  };
}

export type UserApi = ReturnType<typeof userApi>;

let accounts = 0;

/** A new customer's details with an address that is unique within the test run. */
export function newCustomer(fields: object = {}) {
  accounts += 1;
  return {
    email: `klant${accounts}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    firstname: "Anna",
    lastname: "de Vries",
    ...fields,
  };
}

/** A customer address in the `/me` shape. */
export const customerAddress = (fields: object = {}) => ({
  firstname: dutchAddress.firstname,
  lastname: dutchAddress.lastname,
  street: ["Prinsengracht", "263"],
  city: dutchAddress.city,
  postcode: dutchAddress.postcode,
  country_id: "NL",
  telephone: dutchAddress.telephone,
  default_billing: true,
  default_shipping: true,
  ...fields,
});

export interface LoggedIn {
  id: number;
  email: string;
  token: string;
  refreshToken: string;
}

/** Registers a customer and logs them in. */
export async function registeredCustomer(api: UserApi, fields: object = {}): Promise<LoggedIn> {
  const customer = newCustomer(fields);
  const created = await api.create(customer);
  if (created.status !== 200) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const login = await api.login(customer.email);
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  return {
    id: created.body.result.id,
    email: customer.email,
    token: login.body.result,
    refreshToken: login.body.meta.refreshToken,
  };
}

/** A mail read back from DATA_DIR/outbox: its headers and its decoded text. */
export interface OutboxMail {
  file: string;
  raw: string;
  text: string;
}

/** The mails in the outbox for an address (oldest first), optionally of one template. */
export async function outboxMails(
  shop: TestShop,
  to: string,
  template?: string,
): Promise<OutboxMail[]> {
  const dir = join(shop.shop.dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(".eml") && (!template || file.includes(`-${template}-`)))
    .sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(join(dir, file), "utf8");
    if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
    mails.push({ file, raw, text: decodeQuotedPrintable(raw) });
  }
  return mails;
}

/** Waits (up to 5 s) until the outbox holds `count` mails of a template for an address. */
export async function waitForMails(
  shop: TestShop,
  to: string,
  template: string,
  count = 1,
): Promise<OutboxMail[]> {
  for (let tries = 0; tries < 100; tries++) {
    await shop.shop.mail.sendDue();
    const mails = await outboxMails(shop, to, template);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No ${template} mail for ${to} in the outbox`);
}

/** The reset link of a reset-password mail: its path, e-mail and token. */
export function resetLinkOf(mail: OutboxMail): URL {
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(mail.text);
  if (!match) throw new Error(`No reset link in ${mail.file}`);
  return new URL(match[0].replace(/&amp;/g, "&"));
}
