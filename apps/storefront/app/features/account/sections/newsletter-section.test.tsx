// @vitest-environment happy-dom
import { act } from "react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../i18n/account-texts";
import { renderAt } from "../../../test-support/render";
import { sessionStorageOf } from "../session/session-storage";
import { type FakeUserServer, fakeUserServer } from "../test-support/fake-user-server";

let server: FakeUserServer;
let token: string;

/** As the shop answers it: the real status only with the owner's own token. */
function newsletterStatus(url: URL): Response {
  const own = url.searchParams.get("token") === token;
  const result =
    own && url.searchParams.get("email") === server.customer.email ? "subscribed" : "unsubscribed";
  return new Response(JSON.stringify({ code: 200, result }), {
    headers: { "content-type": "application/json" },
  });
}

beforeEach(() => {
  localStorage.clear();
  server = fakeUserServer();
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    if (url.pathname === "/api/ext/mailchimp-subscribe/subscribe") return newsletterStatus(url);
    return server.fetch(input, init);
  });
  const pair = server.login();
  token = pair.token;
  sessionStorageOf(localStorage).writeTokens(pair.token, pair.refreshToken);
  sessionStorageOf(localStorage).writeUser(server.customer);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});
// The modules of this file's last tab (its session, the token renewal it set) are not the next
// file's: the workers share loaded modules between files.
afterAll(() => vi.resetModules());

describe("the account's newsletter section", () => {
  it("shows the customer's own status, which the shop tells only with her token", async () => {
    vi.resetModules();
    const { NewsletterSection } = await import("./newsletter-section");
    const view = await renderAt("/my-account", <NewsletterSection />);
    const section = () => view.querySelector('[data-testid="account-newsletter"]');
    await vi.waitFor(() => expect(section()?.getAttribute("data-status")).toBe("subscribed"));
    await act(async () => {});
  });
});
