import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAddress, newsletterApi } from "./newsletter-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  // Confirmation mails of the sign-ups go out before the data folder is removed.
  await shop?.shop.mail.sendDue();
  await shop?.close();
});

const PATH = "/api/ext/mailchimp-subscribe/subscribe";
const OK = { status: 200, body: { code: 200, result: "OK" } };

describe("newsletter DELETE needs no login (docs/specification/api-shapes.md §9)", () => {
  it("unsubscribes a pending address with only {email} in the body: no token, no cookie, no header", async () => {
    const api = newsletterApi(shop);
    const email = newAddress();
    expect(await api.subscribe(email)).toEqual(OK);
    expect((await api.status(email)).body.result).toBe("pending");
    const res = await fetch(shop.baseUrl + PATH, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual(OK);
    expect((await api.status(email)).body.result).toBe("unsubscribed");
  });

  it("takes the legacy client's empty token and a stranger's token alike, never answering 401", async () => {
    const api = newsletterApi(shop);
    for (const query of ["?token=", "?token=not-a-real-token"]) {
      const email = newAddress();
      await api.subscribe(email);
      const res = await fetch(`${shop.baseUrl}${PATH}${query}`, {
        method: "DELETE",
        headers: { "content-type": "application/json", authorization: "Bearer not-a-real-token" },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
      expect((await api.status(email)).body.result).toBe("unsubscribed");
    }
  });

  it("still refuses a DELETE without a valid address with the seeds' message", async () => {
    const res = await fetch(shop.baseUrl + PATH, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nope" }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { code: 400, result: "Please provide valid e-mail address." },
    });
  });
});
