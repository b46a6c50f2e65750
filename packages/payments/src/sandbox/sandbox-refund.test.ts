import { beforeEach, describe, expect, it } from "vitest";
import { type NewRefund, PaymentProviderError } from "../payment-provider";
import { createInMemorySandboxPaymentStore } from "./in-memory-sandbox-payment-store";
import type { SandboxPaymentRecord, SandboxPaymentStore } from "./sandbox-payment-store";
import { sandboxRefund } from "./sandbox-refund";

const at = "2026-03-01T10:05:00.000Z";

describe("the sandbox's refunds", () => {
  let store: SandboxPaymentStore;
  let paid: SandboxPaymentRecord;

  beforeEach(async () => {
    store = createInMemorySandboxPaymentStore();
    paid = {
      id: "tr_refundtest00001",
      status: "paid",
      amount: { currency: "EUR", value: "65.00" },
      description: "Bestelling 000000012",
      method: "ideal",
      issuer: "ideal_INGBNL2A",
      redirectUrl: "https://winkel.example/order-status/abc",
      webhookUrl: undefined,
      metadata: undefined,
      createdAt: "2026-03-01T10:00:00.000Z",
      expiresAt: "2026-03-01T10:15:00.000Z",
      settledAt: "2026-03-01T10:01:00.000Z",
    };
    await store.insert(paid);
  });

  const refund = (value: string, description = "Terugbetaling"): NewRefund => ({
    amount: { currency: "EUR", value },
    description,
  });

  it("keeps each refund with the payment, with its amount, description and time", async () => {
    const first = await sandboxRefund(store, paid, refund("12.50"), at);
    expect(first).toEqual({
      id: expect.stringMatching(/^re_[0-9A-Za-z]{10}$/),
      status: "refunded",
      amount: { currency: "EUR", value: "12.50" },
    });
    const second = await sandboxRefund(
      store,
      paid,
      refund("2.50", " "),
      "2026-03-01T11:00:00.000Z",
    );
    expect(await store.listRefunds(paid.id)).toEqual([
      {
        id: first.id,
        paymentId: paid.id,
        amount: { currency: "EUR", value: "12.50" },
        status: "refunded",
        description: "Terugbetaling",
        createdAt: at,
      },
      {
        id: second.id,
        paymentId: paid.id,
        amount: { currency: "EUR", value: "2.50" },
        status: "refunded",
        description: undefined,
        createdAt: "2026-03-01T11:00:00.000Z",
      },
    ]);
  });

  it("refuses more than the payment's amount minus what was refunded before, as Mollie with a 422", async () => {
    await sandboxRefund(store, paid, refund("40.00"), at);
    const tooMuch = sandboxRefund(store, paid, refund("25.01"), at);
    await expect(tooMuch).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(tooMuch).rejects.toMatchObject({ statusCode: 422, field: "amount.value" });
    await expect(tooMuch).rejects.toThrow(
      "The amount is higher than the amount that can be refunded",
    );
    await sandboxRefund(store, paid, refund("25.00"), "2026-03-01T10:06:00.000Z");
    await expect(sandboxRefund(store, paid, refund("0.01"), at)).rejects.toThrow(
      "The amount is higher than the amount that can be refunded",
    );
    expect((await store.listRefunds(paid.id)).map((kept) => kept.amount.value)).toEqual([
      "40.00",
      "25.00",
    ]);
  });

  it("of two refunds of 60 % at once one is made and the other refused", async () => {
    const results = await Promise.allSettled([
      sandboxRefund(store, paid, refund("39.00"), at),
      sandboxRefund(store, paid, refund("39.00"), at),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await store.listRefunds(paid.id)).toHaveLength(1);
  });

  it("refuses a payment that is not paid, another currency and an invalid amount, keeping nothing", async () => {
    await expect(
      sandboxRefund(store, { ...paid, status: "open" }, refund("1.00"), at),
    ).rejects.toThrow(`The payment ${paid.id} is not paid`);
    await expect(
      sandboxRefund(
        store,
        paid,
        { ...refund("1.00"), amount: { currency: "USD", value: "1.00" } },
        at,
      ),
    ).rejects.toMatchObject({ statusCode: 422, field: "amount.currency" });
    for (const value of ["0.00", "1", "1.001", "-1.00", "abc"]) {
      await expect(sandboxRefund(store, paid, refund(value), at), value).rejects.toThrow(
        "The amount contains an invalid value",
      );
    }
    expect(await store.listRefunds(paid.id)).toEqual([]);
  });
});
