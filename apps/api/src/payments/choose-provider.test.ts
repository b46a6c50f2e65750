import { createInMemorySandboxPaymentStore } from "@etalage/payments/testing";
import { describe, expect, it } from "vitest";
import { readSettings } from "../config";
import { choosePaymentProvider } from "./choose-provider";

const sandboxStore = createInMemorySandboxPaymentStore();
const newPayment = {
  amount: { currency: "EUR", value: "65.00" },
  description: "Bestelling 000000012",
  redirectUrl: "http://localhost:3000/order-status/abc",
  method: "bancontact",
};

describe("the payment provider the settings pick", () => {
  it("is the sandbox by default, expiring payments after 15 minutes", async () => {
    const { provider, sandbox } = choosePaymentProvider(readSettings({}), { sandboxStore });
    expect(provider.kind).toBe("sandbox");
    expect(sandbox).toBe(provider);
    const created = await provider.createPayment(newPayment);
    expect(created.checkoutUrl).toBe(`http://localhost:3000/sandbox/pay/${created.id}`);
    const minutes = (Date.parse(created.expiresAt!) - Date.now()) / 60_000;
    expect(Math.round(minutes)).toBe(15);
  });

  it("the sandbox takes PAYMENT_EXPIRY_MINUTES and PUBLIC_URL", async () => {
    const settings = readSettings({
      PAYMENT_EXPIRY_MINUTES: "30",
      PUBLIC_URL: "https://winkel.example",
    });
    const { provider } = choosePaymentProvider(settings, { sandboxStore });
    const created = await provider.createPayment(newPayment);
    expect(created.checkoutUrl).toBe(`https://winkel.example/sandbox/pay/${created.id}`);
    expect(Math.round((Date.parse(created.expiresAt!) - Date.now()) / 60_000)).toBe(30);
    const [ideal] = await provider.listMethods();
    expect(ideal?.image.svg).toBe("https://winkel.example/api/ext/mollie/images/ideal.svg");
  });

  it("is Mollie when MOLLIE_API_KEY is set", () => {
    for (const key of [
      "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM",
      "live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM",
    ]) {
      const choice = choosePaymentProvider(readSettings({ MOLLIE_API_KEY: key }), { sandboxStore });
      expect(choice.provider.kind).toBe("mollie");
      expect(choice.sandbox).toBeUndefined();
    }
  });

  it("a MOLLIE_API_KEY that is not a Mollie key stops start-up with a message", () => {
    expect(() => readSettings({ MOLLIE_API_KEY: "sk_test_123" })).toThrow(
      "Invalid setting MOLLIE_API_KEY: MOLLIE_API_KEY must be a Mollie key: test_… or live_… with 20 or more letters and digits",
    );
    expect(() => readSettings({ PAYMENT_EXPIRY_MINUTES: "0" })).toThrow(/PAYMENT_EXPIRY_MINUTES/);
  });

  it("is never the sandbox in production without PAYMENTS_SANDBOX=on", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://winkel.example" };
    expect(() => choosePaymentProvider(readSettings(production), { sandboxStore })).toThrow(
      /PAYMENTS_SANDBOX=on/,
    );
    const testMode = readSettings({ ...production, PAYMENTS_SANDBOX: "on" });
    expect(choosePaymentProvider(testMode, { sandboxStore }).provider.kind).toBe("sandbox");
  });
});
