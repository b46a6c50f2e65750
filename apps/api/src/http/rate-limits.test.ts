import { describe, expect, it } from "vitest";
import { RATE_LIMITS, rateLimitOf, tooManyRequestsMessage } from "./rate-limits";

const rowName = (method: string, route: string) => rateLimitOf(method, route)?.name;

describe("the rate-limit table", () => {
  it("counts orders and cart writes in their own tight rows", () => {
    expect(rowName("POST", "/api/order")).toBe("order");
    expect(rowName("POST", "/api/cart/update")).toBe("cart-write");
    expect(rowName("POST", "/api/cart/apply-coupon")).toBe("cart-write");
    expect(rowName("GET", "/api/cart/pull")).toBe("api-read");
  });

  it("has a row ready for login, accounts, passwords and the contact form", () => {
    expect(rowName("POST", "/api/user/login")).toBe("login");
    expect(rowName("POST", "/api/admin/login")).toBe("staff-login");
    expect(rowName("POST", "/api/user/create")).toBe("account-create");
    expect(rowName("POST", "/api/user/reset-password")).toBe("password-reset");
    expect(rowName("POST", "/api/user/create-password")).toBe("password-create");
    expect(rowName("POST", "/api/ext/mail-service/send-email")).toBe("contact");
  });

  it("counts browsing by kind: search, stock, images, other reads and pages", () => {
    expect(rowName("POST", "/api/catalog/:index/:type/_search")).toBe("search");
    expect(rowName("GET", "/api/stock/check/:sku")).toBe("stock");
    expect(rowName("GET", "/img/:width/:height/:mode/*")).toBe("image");
    expect(rowName("POST", "/api/url/map")).toBe("api-read");
    expect(rowName("GET", "/*")).toBe("page");
    expect(rowName("GET", "/assets/entry.js")).toBe("static");
  });

  it("counts the app shell's files apart from pages, so a service worker install leaves the page limit whole", () => {
    for (const path of [
      "/assets/framework-abc.js",
      "/icons/icon-192.png",
      "/favicon.svg",
      "/sw.js",
    ])
      expect(rateLimitOf("GET", path)?.name).toBe("static");
    expect(rateLimitOf("GET", "/en/manifest.webmanifest")?.name).toBe("static");
    expect(rateLimitOf("GET", "/c/jurken")?.name).toBe("page");
    expect(rateLimitOf("GET", "/assets-evil")?.name).toBe("page");
    // A whole shell (about 150 files) many times over fits in a minute.
    expect(rateLimitOf("GET", "/sw.js")?.max).toBeGreaterThanOrEqual(150 * 20);
  });

  it("exempts the health check that load balancers poll", () => {
    expect(rateLimitOf("GET", "/api/health")?.max).toBeNull();
  });

  it("keeps every write tighter than any browsing row", () => {
    const max = (name: string) => RATE_LIMITS.find((row) => row.name === name)?.max ?? 0;
    const perMinute = (name: string) => {
      const row = RATE_LIMITS.find((r) => r.name === name);
      return row?.max ? (row.max * 60_000) / row.windowMs : 0;
    };
    for (const write of ["order", "cart-write", "login", "password-reset", "contact"])
      for (const read of ["page", "search", "stock", "image", "api-read"])
        expect(perMinute(write)).toBeLessThan(perMinute(read));
    // A shopper adding 30 lines a minute (about three writes each) stays under the cart limit.
    expect(max("cart-write")).toBeGreaterThanOrEqual(90);
  });
});

describe("the too-many-requests message", () => {
  it("says in Dutch and English how long to wait", () => {
    expect(tooManyRequestsMessage(42, "en")).toBe("Too many requests: try again in 42 seconds");
    expect(tooManyRequestsMessage(42, "nl")).toBe(
      "Te veel verzoeken: probeer het over 42 seconden opnieuw",
    );
    expect(tooManyRequestsMessage(1, "en")).toBe("Too many requests: try again in 1 second");
    expect(tooManyRequestsMessage(0.2, "nl")).toBe(
      "Te veel verzoeken: probeer het over 1 seconde opnieuw",
    );
  });

  it("counts longer waits in whole minutes, rounded up", () => {
    expect(tooManyRequestsMessage(600, "en")).toBe("Too many requests: try again in 10 minutes");
    expect(tooManyRequestsMessage(95, "nl")).toBe(
      "Te veel verzoeken: probeer het over 2 minuten opnieuw",
    );
    expect(tooManyRequestsMessage(3600, "nl")).toBe(
      "Te veel verzoeken: probeer het over 60 minuten opnieuw",
    );
  });
});
