import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";
import { newCustomer, outboxMails, resetLinkOf, userApi, waitForMails } from "./user-test-shop";

/** A POST with Host and X-Forwarded-Host headers of the caller's choosing, as anyone may send. */
function postWithHost(shop: TestShop, path: string, host: string, body: object): Promise<number> {
  const text = JSON.stringify(body);
  const url = new URL(shop.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        headers: {
          host,
          "x-forwarded-host": host,
          "x-forwarded-proto": "https",
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

/** A customer who asked for a password reset with `Host: evil.example`; the reset mail. */
async function resetAskedFromEvil(shop: TestShop) {
  const customer = newCustomer();
  expect((await userApi(shop).create(customer)).status).toBe(200);
  const { email } = customer;
  const status = await postWithHost(shop, "/api/user/reset-password", "evil.example", { email });
  expect(status).toBe(200);
  const [mail] = await waitForMails(shop, email, "reset-password");
  return mail!;
}

describe("mail links never come from the request", () => {
  let published: TestShop;
  let development: TestShop;
  beforeAll(async () => {
    published = await startTestShop({ settings: { publicUrl: "https://shop.example" } });
    development = await startTestShop();
  });
  afterAll(async () => {
    await published?.close();
    await development?.close();
  });

  it("a reset requested with Host: evil.example mails a link to PUBLIC_URL", async () => {
    const mail = await resetAskedFromEvil(published);
    expect(resetLinkOf(mail).origin).toBe("https://shop.example");
    expect(mail.raw).not.toContain("evil.example");
  });

  it("a reset requested with Host: evil.example mails a link to the shop's own address without PUBLIC_URL", async () => {
    const mail = await resetAskedFromEvil(development);
    expect(resetLinkOf(mail).origin).toBe(development.baseUrl);
    expect(mail.raw).not.toContain("evil.example");
  });

  it("a newsletter sign-up with Host: evil.example mails its links to the shop's own address", async () => {
    const email = `nieuwsbrief-${Date.now()}@example.com`;
    const status = await postWithHost(
      development,
      "/api/ext/mailchimp-subscribe/subscribe",
      "evil.example",
      { email },
    );
    expect(status).toBe(200);
    const [mail] = await waitForMails(development, email, "newsletter-confirm");
    expect(mail!.text).toContain(`${development.baseUrl}/newsletter/confirm?token=`);
    expect((await outboxMails(development, email)).map((m) => m.raw).join("")).not.toContain(
      "evil.example",
    );
  });
});
