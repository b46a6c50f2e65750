import {
  acceptSelfSignedCertificates,
  createInMemorySandboxPaymentStore,
  type FakeMollieApi,
  startFakeMollieApi,
} from "@etalage/payments/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../config";
import { choosePaymentProvider } from "./choose-provider";

describe("with MOLLIE_API_KEY set, against a local HTTPS fake of Mollie's API", () => {
  let fake: FakeMollieApi;
  let restoreCertificates: () => void;

  beforeAll(async () => {
    restoreCertificates = acceptSelfSignedCertificates();
    fake = await startFakeMollieApi();
  });
  afterAll(async () => {
    await fake.close();
    restoreCertificates();
  });

  it("the shop's payments go to Mollie with that key", async () => {
    const settings = readSettings({ MOLLIE_API_KEY: fake.apiKey });
    const { provider } = choosePaymentProvider(settings, {
      sandboxStore: createInMemorySandboxPaymentStore(),
      mollieApiEndpoint: fake.endpoint,
    });
    const created = await provider.createPayment({
      amount: { currency: "EUR", value: "19.95" },
      description: "Bestelling 000000007",
      redirectUrl: "https://winkel.example/order-status/abc",
      method: "creditcard",
    });
    expect(created.checkoutUrl.startsWith(new URL(fake.endpoint).origin)).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v2/payments",
      authorization: `Bearer ${fake.apiKey}`,
    });
    expect((await provider.getPayment(created.id))?.status).toBe("open");
  });
});
