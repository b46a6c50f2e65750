import { createSandboxGateway } from "@etalage/payments";
import { createInMemorySandboxPaymentStore } from "@etalage/payments/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expireSandboxPaymentsEvery } from "./sandbox-expiry";

describe("expiring sandbox payments in the background", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00.000Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("expires an abandoned payment and calls its webhook once, until stopped", async () => {
    const webhookCalls: string[] = [];
    const sandbox = createSandboxGateway({
      store: createInMemorySandboxPaymentStore(),
      notifyWebhook: async (_url, id) => {
        webhookCalls.push(id);
      },
      expiryMinutes: 15,
      methodImageUrl: (method) => `/api/ext/mollie/images/${method}.svg`,
      issuerImageUrl: "/api/ext/mollie/images/issuer.svg",
    });
    const { id } = await sandbox.createPayment({
      amount: { currency: "EUR", value: "65.00" },
      description: "Bestelling 000000012",
      redirectUrl: "http://localhost:3000/order-status/abc",
      webhookUrl: "http://localhost:3000/api/ext/mollie/webhook",
      method: "creditcard",
    });
    const log: string[] = [];
    const stop = expireSandboxPaymentsEvery(sandbox, 60_000, (line) => log.push(line));

    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(webhookCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(webhookCalls).toEqual([id]);
    expect((await sandbox.getPayment(id))?.status).toBe("expired");
    expect(log).toEqual(["Sandbox payments expired: 1"]);

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(webhookCalls).toEqual([id]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
