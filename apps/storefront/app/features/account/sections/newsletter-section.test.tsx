// @vitest-environment happy-dom
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "../../../i18n/account-texts";
import { renderAt } from "../../../test-support/render";
import type { FakeUserServer } from "../test-support/fake-user-server";
import { endTabsAfterEachTest, loggedInTab } from "../test-support/logged-in-tab";

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
  ({ server, token } = loggedInTab((url) =>
    url.pathname === "/api/ext/mailchimp-subscribe/subscribe" ? newsletterStatus(url) : null,
  ));
});
endTabsAfterEachTest();

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
