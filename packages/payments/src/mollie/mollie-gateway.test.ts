import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentProvider, PaymentProviderError } from "../payment-provider";
import { listOfferedIssuers, listOfferedMethods } from "../payment-rules";
import { acceptSelfSignedCertificates } from "./accept-self-signed-certificates";
import { type FakeMollieApi, startFakeMollieApi } from "./fake-mollie-api";
import { createMollieGateway } from "./mollie-gateway";

describe("the Mollie adapter, against a local HTTPS fake of Mollie's API", () => {
  let fake: FakeMollieApi;
  let mollie: PaymentProvider;
  let restoreCertificates: () => void;

  beforeAll(async () => {
    restoreCertificates = acceptSelfSignedCertificates();
    fake = await startFakeMollieApi();
    mollie = createMollieGateway({ apiKey: fake.apiKey, apiEndpoint: fake.endpoint });
  });
  afterAll(async () => {
    await fake.close();
    restoreCertificates();
  });

  const newPayment = {
    amount: { currency: "EUR", value: "65.00" },
    description: "Bestelling 000000012",
    redirectUrl: "https://winkel.example/order-status/abc",
    webhookUrl: "https://winkel.example/api/ext/mollie/webhook",
    method: "ideal",
    issuer: "ideal_INGBNL2A",
    metadata: { orderId: 12 },
  };

  it("lists Mollie's methods, of which the shop offers only those in the mapping", async () => {
    const methods = await mollie.listMethods();
    expect(methods.map((method) => method.id)).toEqual([
      "ideal",
      "bancontact",
      "creditcard",
      "paypal",
    ]);
    expect(methods[0]).toEqual({
      id: "ideal",
      description: "iDEAL",
      image: {
        size1x: expect.stringMatching(/ideal\.png$/),
        size2x: expect.stringMatching(/ideal%402x\.png$/),
        svg: expect.stringMatching(/ideal\.svg$/),
      },
    });
    const offered = await listOfferedMethods(mollie);
    expect(offered.map((method) => method.id)).toEqual(["ideal", "bancontact", "creditcard"]);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/v2/methods",
      authorization: `Bearer ${fake.apiKey}`,
    });
  });

  it("lists the iDEAL issuers through the ideal method with issuers included", async () => {
    const issuers = await listOfferedIssuers(mollie);
    expect(issuers.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: "ideal_ABNANL2A", name: "ABN AMRO" },
      { id: "ideal_INGBNL2A", name: "ING" },
    ]);
    expect(issuers[0]?.image.svg).toMatch(/ABNANL2A\.svg$/);
    expect(fake.requests.at(-1)?.path).toBe("/v2/methods/ideal?include=issuers");
  });

  it("creates a payment and hands back Mollie's checkout URL", async () => {
    const created = await mollie.createPayment(newPayment);
    expect(created).toEqual({
      id: expect.stringMatching(/^tr_/),
      status: "open",
      checkoutUrl: `${new URL(fake.endpoint).origin}/checkout/select-issuer/ideal/${created.id}`,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v2/payments",
      body: newPayment,
    });
  });

  it("gets a payment with Mollie's status, amount, method and metadata", async () => {
    const { id } = await mollie.createPayment(newPayment);
    expect(await mollie.getPayment(id)).toEqual({
      id,
      status: "open",
      amount: { currency: "EUR", value: "65.00" },
      method: "ideal",
      metadata: { orderId: 12 },
    });
    for (const status of ["paid", "failed", "canceled", "expired", "pending"] as const) {
      fake.setStatus(id, status);
      expect((await mollie.getPayment(id))?.status).toBe(status);
    }
  });

  it("an authorized card payment is still pending for the shop", async () => {
    const { id } = await mollie.createPayment({
      ...newPayment,
      method: "creditcard",
      issuer: undefined,
    });
    fake.setStatus(id, "authorized");
    expect((await mollie.getPayment(id))?.status).toBe("pending");
  });

  it("refunds a paid payment through payments/{id}/refunds, never more than was paid", async () => {
    const created = await mollie.createPayment(newPayment);
    const early = mollie.refundPayment(created.id, {
      amount: { currency: "EUR", value: "10.00" },
      description: "Terugbetaling 000000012",
    });
    await expect(early).rejects.toThrow("The payment cannot be refunded");
    fake.setStatus(created.id, "paid");
    const refund = await mollie.refundPayment(created.id, {
      amount: { currency: "EUR", value: "40.00" },
      description: "Terugbetaling 000000012",
      metadata: { refundId: 1 },
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_/),
      status: "pending",
      amount: { currency: "EUR", value: "40.00" },
    });
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: "POST",
      path: `/v2/payments/${created.id}/refunds`,
      body: { amount: { currency: "EUR", value: "40.00" }, description: "Terugbetaling 000000012" },
    });
    const tooMuch = mollie.refundPayment(created.id, {
      amount: { currency: "EUR", value: "25.01" },
      description: "Terugbetaling 000000012",
    });
    await expect(tooMuch).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("a payment Mollie does not know is not found", async () => {
    expect(await mollie.getPayment("tr_unknown")).toBeUndefined();
  });

  it("a malformed payment id is not found, and never reaches Mollie", async () => {
    const asked = fake.requests.length;
    for (const id of ["", "junk", "tr_x/../../methods", "tr_x?testmode=true"]) {
      expect(await mollie.getPayment(id)).toBeUndefined();
    }
    expect(fake.requests).toHaveLength(asked);
  });

  it("Mollie's refusal becomes a PaymentProviderError with Mollie's message", async () => {
    const refused = mollie.createPayment({
      ...newPayment,
      amount: { currency: "EUR", value: "0.00" },
    });
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({
      message: "The amount is lower than the minimum",
      statusCode: 422,
      field: "amount",
    });
  });

  it("any API error from Mollie carries Mollie's message", async () => {
    fake.failNext({ status: 403, title: "Forbidden", detail: "The API key is revoked" });
    await expect(mollie.listMethods()).rejects.toMatchObject({
      name: "PaymentProviderError",
      message: "The API key is revoked",
      statusCode: 403,
    });
  });

  it("a Mollie that cannot be reached is a PaymentProviderError too", async () => {
    const gone = createMollieGateway({
      apiKey: fake.apiKey,
      apiEndpoint: "https://127.0.0.1:1/v2/",
    });
    await expect(gone.listIdealIssuers()).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("a wrong API key is refused with Mollie's message", async () => {
    const wrongKey = createMollieGateway({
      apiKey: "test_wrongwrongwrongwrongwrongwron",
      apiEndpoint: fake.endpoint,
    });
    await expect(wrongKey.listMethods()).rejects.toMatchObject({
      message: "Missing authentication, or failed to authenticate",
      statusCode: 401,
    });
  });
});
