import { describe, expect, it } from "vitest";
import { defaultRenderThreads, readSettings } from "./config";

describe("settings from the environment", () => {
  it("defaults to port 3000 and ./data on SQLite", () => {
    const s = readSettings({});
    expect([s.port, s.dataDir, s.databaseUrl]).toEqual([3000, "./data", undefined]);
  });

  it("honours PORT, HOST, DATA_DIR and DATABASE_URL", () => {
    const s = readSettings({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/shop",
      DATABASE_URL: "postgres://u@h/db",
    });
    expect([s.port, s.host, s.dataDir, s.databaseUrl]).toEqual([
      8080,
      "127.0.0.1",
      "/srv/shop",
      "postgres://u@h/db",
    ]);
  });

  it("refuses a PORT that is not a port number with a message naming it", () => {
    expect(() => readSettings({ PORT: "eighty" })).toThrow(/PORT/);
  });
});

describe("settings for a shop behind a proxy", () => {
  it("takes the public origin from PUBLIC_URL without a trailing slash", () => {
    expect(readSettings({ PUBLIC_URL: "https://shop.example/" }).publicUrl).toBe(
      "https://shop.example",
    );
  });

  it("refuses a PUBLIC_URL that is not an http or https address", () => {
    expect(() => readSettings({ PUBLIC_URL: "ftp://shop.example" })).toThrow(
      "Invalid setting PUBLIC_URL: PUBLIC_URL must be an http:// or https:// address",
    );
  });

  it("refuses a PUBLIC_URL with a path or query, which its links would leave out", () => {
    for (const PUBLIC_URL of ["https://shop.example/winkel", "https://shop.example/?lang=nl"])
      expect(() => readSettings({ PUBLIC_URL })).toThrow(
        "Invalid setting PUBLIC_URL: PUBLIC_URL must be the shop's address without a path or query, as in https://shop.example",
      );
  });

  it("trusts no proxy unless TRUST_PROXY says which", () => {
    expect(readSettings({}).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(readSettings({ TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.2",
    ]);
    expect(() => readSettings({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });

  it("keeps per-IP rate limits on unless RATE_LIMITS=off", () => {
    expect(readSettings({}).rateLimits).toBe(true);
    expect(readSettings({ RATE_LIMITS: "off" }).rateLimits).toBe(false);
  });

  it("sends orders placed offline only on the shopper's click unless OFFLINE_ORDERS_AUTO_SEND=true", () => {
    expect(readSettings({}).offlineOrdersAutoSend).toBe(false);
    expect(readSettings({ OFFLINE_ORDERS_AUTO_SEND: "true" }).offlineOrdersAutoSend).toBe(true);
    expect(() => readSettings({ OFFLINE_ORDERS_AUTO_SEND: "yes" })).toThrow(
      /OFFLINE_ORDERS_AUTO_SEND/,
    );
  });
});

describe("the seller on invoices and credit notes", () => {
  it("defaults to the demo shop's name, address, KvK and BTW number", () => {
    const { seller } = readSettings({});
    expect(seller).toEqual({
      name: "Etalage B.V.",
      address: "Keizersgracht 123, 1015 CJ Amsterdam, Nederland",
      addressLines: ["Keizersgracht 123", "1015 CJ Amsterdam", "Nederland"],
      kvk: "12345678",
      btw: "NL123456789B01",
    });
  });

  it("takes SELLER_NAME, SELLER_ADDRESS, SELLER_KVK and SELLER_BTW", () => {
    const { seller } = readSettings({
      SELLER_NAME: "Mode B.V.",
      SELLER_ADDRESS: "Dam 1, 1012 JS Amsterdam",
      SELLER_KVK: "87654321",
      SELLER_BTW: "NL987654321B01",
    });
    expect(seller).toMatchObject({
      name: "Mode B.V.",
      addressLines: ["Dam 1", "1012 JS Amsterdam"],
      kvk: "87654321",
      btw: "NL987654321B01",
    });
  });

  it("refuses a KvK number that is not 8 digits and a BTW number without its country", () => {
    expect(() => readSettings({ SELLER_KVK: "1234" })).toThrow(/SELLER_KVK/);
    expect(() => readSettings({ SELLER_BTW: "123456789B01" })).toThrow(/SELLER_BTW/);
  });
});

describe("render threads", () => {
  it("renders on one thread per core, up to 4, and on the main thread alone with one core", () => {
    expect([1, 2, 3, 8].map(defaultRenderThreads)).toEqual([0, 2, 3, 4]);
  });

  it("honours RENDER_THREADS, 0 included", () => {
    expect(readSettings({ RENDER_THREADS: "0" }).renderThreads).toBe(0);
    expect(readSettings({ RENDER_THREADS: "3" }).renderThreads).toBe(3);
  });

  it.each(["many", "-1", "9", "1.5"])("refuses RENDER_THREADS=%s with what it must be", (value) => {
    expect(() => readSettings({ RENDER_THREADS: value })).toThrow(
      "Invalid setting RENDER_THREADS: RENDER_THREADS must be a number of threads, 0 to 8",
    );
  });
});
