import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseOutcome, ISSUER, openGateway } from "./payments-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const HOSTILE = `<script>alert("x")</script> & 'quotes' "too"`;

/** A sandbox payment made straight at the gateway, with a description no order would have. */
async function payment(redirectPath = "/order-status/token123", issuer: string | null = ISSUER) {
  const created = await shop.shop.payments.sandbox!.createPayment({
    amount: { currency: "EUR", value: "1234.50" },
    description: HOSTILE,
    redirectUrl: `${shop.baseUrl}${redirectPath}`,
    method: issuer ? "ideal" : "creditcard",
    ...(issuer ? { issuer } : {}),
  });
  return created.checkoutUrl;
}

describe("the sandbox's hosted page", () => {
  it("shows amount, method and bank in Dutch with the five outcomes, every value escaped", async () => {
    const page = await openGateway(await payment());
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.html).toContain('<html lang="nl">');
    expect(page.html).toContain("Testbetaling");
    expect(page.html).toContain("1.234,50 €");
    expect(page.html).toContain("iDEAL");
    expect(page.html).toContain("ING");
    for (const label of ["Betaald", "Mislukt", "Geannuleerd", "Verlopen", "Open laten"])
      expect(page.html).toContain(label);
    expect(page.html).not.toContain("<script");
    expect(page.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;",
    );
  });

  it("runs under a CSP without scripts, its style allowed by hash", async () => {
    const page = await openGateway(await payment());
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("script-src");
    expect(csp).not.toContain("unsafe-inline");
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it("speaks English with ?lang=en or when the payment returns to an English page", async () => {
    const byQuery = await openGateway(await payment(), "?lang=en");
    const byRedirect = await openGateway(await payment("/en/order-status/abc"));
    for (const page of [byQuery, byRedirect]) {
      expect(page.html).toContain('<html lang="en">');
      expect(page.html).toContain("Test payment");
      expect(page.html).toMatch(/€1,234\.50/);
      for (const label of ["Paid", "Failed", "Canceled", "Expired", "Leave open"])
        expect(page.html).toContain(label);
    }
    const dutchAgain = await openGateway(await payment("/en/order-status/abc"), "?lang=nl");
    expect(dutchAgain.html).toContain("Testbetaling");
  });

  it("shows a card payment without a bank", async () => {
    const page = await openGateway(await payment("/order-status/t", null));
    expect(page.html).toContain("Creditcard");
    expect((await openGateway(await payment("/order-status/t", null), "?lang=en")).html).toContain(
      "Credit card",
    );
    expect(page.html).not.toContain("<dt>Bank</dt>");
  });

  it("settles once and then shows the payment as ended, with the way back", async () => {
    const url = await payment();
    const first = await chooseOutcome(url, "canceled");
    expect(first).toEqual({ status: 303, location: `${shop.baseUrl}/order-status/token123` });
    const again = await chooseOutcome(url, "paid");
    expect(again.status).toBe(303);
    const id = url.split("/").pop()!;
    expect((await shop.shop.payments.provider.getPayment(id))?.status).toBe("canceled");
    const page = await openGateway(url);
    expect(page.html).toContain("Deze betaling is al afgerond (Geannuleerd).");
    expect(page.html).not.toContain("<form");
  });

  it("answers 404 pages for unknown payments and sends a form without an outcome back", async () => {
    for (const id of ["tr_AAAAAAAAAAAAAAAA", "nonsense", "%3Cscript%3E"]) {
      const page = await openGateway(`${shop.baseUrl}/sandbox/pay/${id}`);
      expect(page.status, id).toBe(404);
      expect(page.html).toContain("Betaling niet gevonden");
      expect(page.html).not.toContain("<script");
      // The outcome form's POST, as chooseOutcome sends it, read to its page.
      const chosen = await fetch(`${shop.baseUrl}/sandbox/pay/${id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ outcome: "paid" }).toString(),
        redirect: "manual",
      });
      expect(chosen.status, id).toBe(404);
      expect(await chosen.text()).toContain("Betaling niet gevonden");
    }
    const url = await payment();
    const bad = await chooseOutcome(url, "refunded");
    expect(bad.status).toBe(303);
    expect(bad.location).toContain("/sandbox/pay/");
    const id = url.split("/").pop()!;
    expect((await shop.shop.payments.provider.getPayment(id))?.status).toBe("open");
  });
});
