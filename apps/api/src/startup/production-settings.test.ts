import { describe, expect, it } from "vitest";
import { readSettings } from "../config";
import { productionRefusal } from "./production-settings";

const LIVE = "live_abcdefghijklmnopqrstuvwxyz12";
const TEST = "test_abcdefghijklmnopqrstuvwxyz12";
const PUBLIC_URL = "https://shop.example";

const refusalOf = (env: NodeJS.ProcessEnv) => productionRefusal(readSettings(env));
const production = (env: NodeJS.ProcessEnv = {}) => ({ NODE_ENV: "production", ...env });

describe("production refuses unsafe settings", () => {
  it("refuses to start without PUBLIC_URL, naming it", () => {
    expect(refusalOf(production({ MOLLIE_API_KEY: LIVE }))).toMatch(
      /^NODE_ENV=production needs PUBLIC_URL/,
    );
    expect(refusalOf(production({ PAYMENTS_SANDBOX: "on" }))).toMatch(/PUBLIC_URL/);
  });

  it("refuses to start without a Mollie key or PAYMENTS_SANDBOX=on, naming both", () => {
    const refusal = refusalOf(production({ PUBLIC_URL }));
    expect(refusal).toBe(
      "NODE_ENV=production needs MOLLIE_API_KEY=live_… to take real payments, or PAYMENTS_SANDBOX=on to run in test mode (no real payments)",
    );
    expect(refusalOf(production({ PUBLIC_URL, PAYMENTS_SANDBOX: "off" }))).toBe(refusal);
  });

  it("refuses a test_ Mollie key without PAYMENTS_SANDBOX=on", () => {
    expect(refusalOf(production({ PUBLIC_URL, MOLLIE_API_KEY: TEST }))).toMatch(
      /test_ MOLLIE_API_KEY takes no real payments: set a live_ key, or PAYMENTS_SANDBOX=on/,
    );
  });

  it("refuses a live_ Mollie key together with PAYMENTS_SANDBOX=on", () => {
    expect(
      refusalOf(production({ PUBLIC_URL, MOLLIE_API_KEY: LIVE, PAYMENTS_SANDBOX: "on" })),
    ).toMatch(/live_ MOLLIE_API_KEY takes real payments: remove PAYMENTS_SANDBOX=on/);
  });

  it("refuses a live_ Mollie key with a PUBLIC_URL over plain http", () => {
    expect(refusalOf(production({ PUBLIC_URL: "http://shop.example", MOLLIE_API_KEY: LIVE }))).toBe(
      "NODE_ENV=production with a live_ MOLLIE_API_KEY takes real payments: PUBLIC_URL must be the shop's https:// address (a TLS proxy in front serves it)",
    );
  });

  it("starts with PUBLIC_URL and a live_ key, for real payments and without test mode", () => {
    const settings = readSettings(production({ PUBLIC_URL, MOLLIE_API_KEY: LIVE }));
    expect(productionRefusal(settings)).toBeUndefined();
    expect(settings.testMode).toBe(false);
  });

  it("starts with PUBLIC_URL and PAYMENTS_SANDBOX=on in test mode, with or without a test_ key", () => {
    for (const env of [
      production({ PUBLIC_URL, PAYMENTS_SANDBOX: "on" }),
      production({ PUBLIC_URL, PAYMENTS_SANDBOX: "on", MOLLIE_API_KEY: TEST }),
    ]) {
      const settings = readSettings(env);
      expect(productionRefusal(settings)).toBeUndefined();
      expect(settings.testMode).toBe(true);
    }
  });

  it("changes nothing outside production: no setting needed, no test mode", () => {
    for (const NODE_ENV of [undefined, "development", "test"]) {
      const settings = readSettings({ NODE_ENV });
      expect(productionRefusal(settings)).toBeUndefined();
      expect(settings.testMode).toBe(false);
      expect(readSettings({ NODE_ENV, PAYMENTS_SANDBOX: "on" }).testMode).toBe(false);
    }
  });

  it("takes an empty setting for one left out, as docker compose passes an unset variable", () => {
    const settings = readSettings(
      production({ PUBLIC_URL, PAYMENTS_SANDBOX: "on", MOLLIE_API_KEY: "", HEALTH_TOKEN: "" }),
    );
    expect([settings.mollieApiKey, settings.healthToken]).toEqual([undefined, undefined]);
    expect(productionRefusal(settings)).toBeUndefined();
  });

  it("refuses a PAYMENTS_SANDBOX other than on or off, and a HEALTH_TOKEN shorter than 16", () => {
    expect(() => readSettings({ PAYMENTS_SANDBOX: "yes" })).toThrow(
      /PAYMENTS_SANDBOX must be on or off/,
    );
    expect(() => readSettings({ HEALTH_TOKEN: "short" })).toThrow(/HEALTH_TOKEN/);
    expect(readSettings({ HEALTH_TOKEN: "0123456789abcdef" }).healthToken).toBe("0123456789abcdef");
  });
});
