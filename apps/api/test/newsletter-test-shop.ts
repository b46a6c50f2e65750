import type { TestShop } from "./test-shop";
import {
  type OutboxMail,
  type Reply,
  registeredCustomer,
  userApi,
  waitForMails,
} from "./user-test-shop";

const PATH = "/api/ext/mailchimp-subscribe";

/** The newsletter calls over HTTP, as the storefront sends them. */
export function newsletterApi(shop: TestShop) {
  const send = (method: string, path: string, body?: unknown, init: RequestInit = {}) =>
    fetch(shop.baseUrl + path, {
      method,
      ...init,
      headers: { "content-type": "application/json", ...init.headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }).then(async (res): Promise<Reply> => ({ status: res.status, body: await res.json() }));
  const statusWith = (email: string, token?: string) =>
    fetch(
      `${shop.baseUrl}${PATH}/subscribe?email=${encodeURIComponent(email)}${
        token === undefined ? "" : `&token=${encodeURIComponent(token)}`
      }`,
    ).then(async (res): Promise<Reply> => ({ status: res.status, body: await res.json() }));
  // The shop answers an address's real status only to its owner: an account of that address,
  // made and logged in on first use.
  const owners = new Map<string, Promise<string>>();
  const ownerToken = (email: string) => {
    const key = email.toLowerCase();
    let token = owners.get(key);
    if (!token) {
      token = registeredCustomer(userApi(shop), { email: key }).then((owner) => owner.token);
      owners.set(key, token);
    }
    return token;
  };
  return {
    send,
    /** The status as the address's owner, logged in, is shown it. */
    status: async (email: string) => statusWith(email, await ownerToken(email)),
    /** The status as anyone else (`token` of another customer, or none) is answered. */
    statusWith,
    subscribe: (email: unknown, query = "") => send("POST", `${PATH}/subscribe${query}`, { email }),
    unsubscribe: (email: unknown) => send("DELETE", `${PATH}/subscribe`, { email }),
    confirm: (token: unknown) => send("POST", `${PATH}/confirm`, { token }),
  };
}

export type NewsletterApi = ReturnType<typeof newsletterApi>;

let addresses = 0;

/** An address no other test of the run uses. */
export function newAddress(): string {
  addresses += 1;
  return `lezer${addresses}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The first link in a mail's text whose path ends as given. */
export function linkOf(mail: OutboxMail, path: string): URL {
  const escaped = path.replace(/[/.]/g, "\\$&");
  const match = new RegExp(`https?://[^\\s"<>]+${escaped}\\?[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in ${mail.file}`);
  return new URL(match[0].replace(/&amp;/g, "&"));
}

/** A header of a mail as written, folded lines joined. */
export function headerOf(mail: OutboxMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Signs up an address and reads the confirmation mail back from the outbox. */
export async function signUp(shop: TestShop, api: NewsletterApi, email: string, query = "") {
  const reply = await api.subscribe(email, query);
  if (reply.status !== 200) throw new Error(`subscribe: ${JSON.stringify(reply.body)}`);
  const [mail] = await waitForMails(shop, email, "newsletter-confirm");
  return mail!;
}

/** Signs up an address; the token of the confirmation link in the mail it gets. */
export async function confirmationToken(
  shop: TestShop,
  api: NewsletterApi,
  email: string,
): Promise<string> {
  const link = linkOf(await signUp(shop, api, email), "/newsletter/confirm");
  const token = link.searchParams.get("token");
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}
