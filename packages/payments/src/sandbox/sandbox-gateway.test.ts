import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type NewPayment, PaymentProviderError } from "../payment-provider";
import { createInMemorySandboxPaymentStore } from "./in-memory-sandbox-payment-store";
import { postPaymentWebhook } from "./post-payment-webhook";
import { createSandboxGateway, type SandboxGateway, type SandboxOutcome } from "./sandbox-gateway";

/** What the shop's webhook received: content type and raw body of each call. */
interface WebhookCall {
  contentType: string | undefined;
  body: string;
}

describe("the sandbox gateway", () => {
  let webhookServer: Server;
  let webhookUrl: string;
  let calls: WebhookCall[];
  let webhookStatus: number;
  let clock: Date;
  let sandbox: SandboxGateway;

  beforeAll(async () => {
    // A real HTTP server standing in for the shop's webhook route.
    webhookServer = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on("end", () => {
        calls.push({ contentType: request.headers["content-type"], body });
        response.writeHead(webhookStatus).end();
      });
    });
    await new Promise<void>((resolve) => webhookServer.listen(0, "127.0.0.1", resolve));
    webhookUrl = `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/api/ext/mollie/webhook`;
  });
  afterAll(() => new Promise<void>((resolve) => webhookServer.close(() => resolve())));

  beforeEach(() => {
    calls = [];
    webhookStatus = 200;
    clock = new Date("2026-03-01T10:00:00.000Z");
    sandbox = createSandboxGateway({
      store: createInMemorySandboxPaymentStore(),
      notifyWebhook: postPaymentWebhook,
      expiryMinutes: 15,
      shopOrigin: "https://winkel.example",
      methodImageUrl: (method) => `https://winkel.example/payment-methods/${method}.svg`,
      issuerImageUrl: "https://winkel.example/payment-methods/issuer.svg",
      now: () => clock,
    });
  });

  const payment = (changes: Partial<NewPayment> = {}): NewPayment => ({
    amount: { currency: "EUR", value: "65.00" },
    description: "Bestelling 000000012",
    redirectUrl: "https://winkel.example/order-status/abc",
    webhookUrl,
    method: "ideal",
    issuer: "ideal_INGBNL2A",
    metadata: { orderId: 12 },
    ...changes,
  });
  const minutesLater = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  it("lists iDEAL, Bancontact and credit card with the shop's own images", async () => {
    const methods = await sandbox.listMethods();
    expect(methods.map((method) => method.id)).toEqual(["ideal", "bancontact", "creditcard"]);
    expect(methods[0]).toEqual({
      id: "ideal",
      description: "iDEAL",
      image: {
        size1x: "https://winkel.example/payment-methods/ideal.svg",
        size2x: "https://winkel.example/payment-methods/ideal.svg",
        svg: "https://winkel.example/payment-methods/ideal.svg",
      },
    });
  });

  it("lists the iDEAL banks with Mollie's issuer ids", async () => {
    const issuers = await sandbox.listIdealIssuers();
    expect(issuers.length).toBeGreaterThan(5);
    expect(issuers).toContainEqual({
      id: "ideal_INGBNL2A",
      name: "ING",
      image: expect.objectContaining({ svg: "https://winkel.example/payment-methods/issuer.svg" }),
    });
  });

  it("creates open payments with a checkout URL on the shop's origin", async () => {
    const created = await sandbox.createPayment(payment());
    expect(created.id).toMatch(/^tr_[0-9A-Za-z]{16}$/);
    expect(created.status).toBe("open");
    expect(created.checkoutUrl).toBe(`https://winkel.example/sandbox/pay/${created.id}`);
    expect(created.expiresAt).toBe("2026-03-01T10:15:00.000Z");
    expect(calls).toEqual([]);
  });

  it("without a configured origin the checkout URL takes the redirect URL's origin", async () => {
    const local = createSandboxGateway({
      store: createInMemorySandboxPaymentStore(),
      notifyWebhook: postPaymentWebhook,
      expiryMinutes: 15,
      methodImageUrl: (method) => `/payment-methods/${method}.svg`,
      issuerImageUrl: "/payment-methods/issuer.svg",
    });
    const created = await local.createPayment(
      payment({ redirectUrl: "http://localhost:3000/order-status/abc" }),
    );
    expect(created.checkoutUrl).toBe(`http://localhost:3000/sandbox/pay/${created.id}`);
  });

  it("gets a payment with its status, amount, method and metadata", async () => {
    const { id } = await sandbox.createPayment(payment());
    expect(await sandbox.getPayment(id)).toEqual({
      id,
      status: "open",
      amount: { currency: "EUR", value: "65.00" },
      method: "ideal",
      metadata: { orderId: 12 },
    });
    expect(await sandbox.findPayment(id)).toMatchObject({
      issuer: "ideal_INGBNL2A",
      redirectUrl: "https://winkel.example/order-status/abc",
      description: "Bestelling 000000012",
    });
  });

  it("an unknown or malformed payment id is not found", async () => {
    expect(await sandbox.getPayment("tr_0000000000000000")).toBeUndefined();
    expect(await sandbox.getPayment("'; drop table sandbox_payments; --")).toBeUndefined();
    await expect(sandbox.settle("tr_0000000000000000", "paid")).rejects.toThrow(
      "No payment exists with token tr_0000000000000000.",
    );
  });

  for (const outcome of ["paid", "failed", "canceled", "expired"] as const) {
    it(`settling as ${outcome} calls the shop's webhook with only the payment id`, async () => {
      const { id } = await sandbox.createPayment(payment());
      const settled = await sandbox.settle(id, outcome);
      expect(settled).toMatchObject({
        changed: true,
        webhook: { called: true },
        payment: { status: outcome, redirectUrl: "https://winkel.example/order-status/abc" },
      });
      expect(calls).toEqual([
        { contentType: "application/x-www-form-urlencoded", body: `id=${id}` },
      ]);
      expect((await sandbox.getPayment(id))?.status).toBe(outcome);
    });
  }

  it("leaving a payment open changes nothing and calls no webhook", async () => {
    const { id } = await sandbox.createPayment(payment());
    const settled = await sandbox.settle(id, "open");
    expect(settled).toMatchObject({ changed: false, webhook: { called: false } });
    expect((await sandbox.getPayment(id))?.status).toBe("open");
    expect(calls).toEqual([]);
  });

  it("a settled payment stays as it is: a second choice changes nothing", async () => {
    const { id } = await sandbox.createPayment(payment());
    await sandbox.settle(id, "paid");
    const again = await sandbox.settle(id, "canceled");
    expect(again).toMatchObject({ changed: false, payment: { status: "paid" } });
    expect(calls).toHaveLength(1);
  });

  it("refunds only a paid payment, in its currency, never more than was paid", async () => {
    const { id } = await sandbox.createPayment(payment());
    const refund = (value: string, currency = "EUR") =>
      sandbox.refundPayment(id, { amount: { currency, value }, description: "Terugbetaling" });
    await expect(refund("10.00")).rejects.toThrow(`The payment ${id} is not paid`);
    await sandbox.settle(id, "paid");
    await expect(refund("65.01")).rejects.toThrow(
      "The amount is higher than the amount that can be refunded",
    );
    await expect(refund("10.00", "USD")).rejects.toBeInstanceOf(PaymentProviderError);
    expect(await refund("65.00")).toEqual({
      id: expect.stringMatching(/^re_[0-9A-Za-z]{10}$/),
      status: "refunded",
      amount: { currency: "EUR", value: "65.00" },
    });
    await expect(
      sandbox.refundPayment("tr_unknown1", {
        amount: { currency: "EUR", value: "1.00" },
        description: "Terugbetaling",
      }),
    ).rejects.toThrow("No payment exists");
  });

  it("lists a payment's refunds, as Mollie's payments/{id}/refunds, and keeps when each was made", async () => {
    const { id } = await sandbox.createPayment(payment());
    await sandbox.settle(id, "paid");
    const refund = (value: string) =>
      sandbox.refundPayment(id, { amount: { currency: "EUR", value }, description: "Retour" });
    const first = await refund("15.00");
    minutesLater(30);
    const second = await refund("50.00");
    await expect(refund("0.01")).rejects.toThrow(
      "The amount is higher than the amount that can be refunded",
    );
    expect(await sandbox.listRefunds?.(id)).toEqual([first, second]);
    expect(await sandbox.findRefunds(id)).toEqual([
      expect.objectContaining({ id: first.id, createdAt: "2026-03-01T10:00:00.000Z" }),
      expect.objectContaining({ id: second.id, createdAt: "2026-03-01T10:30:00.000Z" }),
    ]);
    expect(await sandbox.findRefunds("tr_0000000000000000")).toEqual([]);
    expect(await sandbox.findRefunds("'; drop table sandbox_refunds; --")).toEqual([]);
  });

  it("of twenty settles at once exactly one wins and calls the webhook once", async () => {
    const { id } = await sandbox.createPayment(payment());
    const outcomes: SandboxOutcome[] = ["paid", "failed"];
    const settled = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sandbox.settle(id, outcomes[i % 2]!)),
    );
    expect(settled.filter((result) => result.changed)).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it("open payments expire after the expiry minutes: getting one then reports expired", async () => {
    const { id } = await sandbox.createPayment(payment());
    minutesLater(14.9);
    expect((await sandbox.getPayment(id))?.status).toBe("open");
    minutesLater(0.1);
    expect((await sandbox.getPayment(id))?.status).toBe("expired");
  });

  it("an expired payment can no longer be paid: settling it expires it", async () => {
    const { id } = await sandbox.createPayment(payment());
    minutesLater(16);
    const settled = await sandbox.settle(id, "paid");
    expect(settled).toMatchObject({ changed: true, payment: { status: "expired" } });
    expect(calls).toEqual([expect.objectContaining({ body: `id=${id}` })]);
    expect((await sandbox.getPayment(id))?.status).toBe("expired");
  });

  it("expiring overdue payments calls each one's webhook once, as Mollie does", async () => {
    const first = await sandbox.createPayment(payment());
    minutesLater(10);
    const second = await sandbox.createPayment(payment());
    const paid = await sandbox.createPayment(payment());
    await sandbox.settle(paid.id, "paid");
    minutesLater(6);
    expect(await sandbox.expireOverdue()).toBe(1);
    minutesLater(10);
    expect(await sandbox.expireOverdue()).toBe(1);
    expect(await sandbox.expireOverdue()).toBe(0);
    expect(calls.map((call) => call.body)).toEqual([
      `id=${paid.id}`,
      `id=${first.id}`,
      `id=${second.id}`,
    ]);
    expect((await sandbox.getPayment(paid.id))?.status).toBe("paid");
  });

  it("a webhook that fails is reported, and the payment keeps its new status", async () => {
    webhookStatus = 500;
    const { id } = await sandbox.createPayment(payment());
    const settled = await sandbox.settle(id, "paid");
    expect(settled.webhook).toEqual({
      called: true,
      error: `The webhook ${webhookUrl} answered 500`,
    });
    expect((await sandbox.getPayment(id))?.status).toBe("paid");
  });

  it("refuses what Mollie refuses, naming the field", async () => {
    const refusals: Array<[Partial<NewPayment>, string, string]> = [
      [{ amount: { currency: "EUR", value: "65" } }, "amount.value", "invalid value"],
      [{ amount: { currency: "EUR", value: "0.00" } }, "amount", "lower than the minimum"],
      [{ amount: { currency: "USD", value: "65.00" } }, "amount.currency", "only EUR"],
      [{ method: "paypal", issuer: undefined }, "method", "The payment method is invalid"],
      [{ issuer: "ideal_NOPE" }, "issuer", "The issuer is invalid"],
      [{ method: "creditcard" }, "issuer", "only valid for iDEAL"],
      [{ redirectUrl: "javascript:alert(1)" }, "redirectUrl", "The redirect URL is invalid"],
      [{ description: " " }, "description", "The description is invalid"],
    ];
    for (const [changes, field, message] of refusals) {
      const refused = sandbox.createPayment(payment(changes));
      await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(refused).rejects.toMatchObject({ statusCode: 422, field });
      await expect(refused).rejects.toThrow(message);
    }
  });

  it("an unknown outcome is refused", async () => {
    const { id } = await sandbox.createPayment(payment());
    await expect(sandbox.settle(id, "authorized" as SandboxOutcome)).rejects.toThrow(
      "Unknown outcome authorized",
    );
  });
});
