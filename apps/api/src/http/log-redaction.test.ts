import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction";

describe("log redaction", () => {
  it("hides the token query parameter and keeps the others", () => {
    expect(redactUrl("/api/user/me?token=abc123&storeCode=en")).toBe(
      "/api/user/me?token=[redacted]&storeCode=en",
    );
    expect(redactUrl("/api/cart/pull?cartId=x&token=secret")).toBe(
      "/api/cart/pull?cartId=x&token=[redacted]",
    );
  });

  it("hides the token however its name is written", () => {
    expect(redactUrl("/api/user/me?TOKEN=abc")).toBe("/api/user/me?TOKEN=[redacted]");
    expect(redactUrl("/api/user/me?%74oken=abc")).toBe("/api/user/me?%74oken=[redacted]");
  });

  it("leaves URLs without a token alone", () => {
    expect(redactUrl("/api/catalog/vue_storefront_catalog/product/_search")).toBe(
      "/api/catalog/vue_storefront_catalog/product/_search",
    );
    expect(redactUrl("/api/user/me?tokens=1")).toBe("/api/user/me?tokens=1");
  });

  it("hides every …token parameter: orderToken, resetToken, confirmToken", () => {
    expect(redactUrl("/api/ext/downloads/k1?orderToken=abc&x=1")).toBe(
      "/api/ext/downloads/k1?orderToken=[redacted]&x=1",
    );
    expect(redactUrl("/reset-password?email=a%40b.nl&token=t&resetToken=r")).toBe(
      "/reset-password?email=a%40b.nl&token=[redacted]&resetToken=[redacted]",
    );
    expect(redactUrl("/newsletter/confirm?confirmToken=c")).toBe(
      "/newsletter/confirm?confirmToken=[redacted]",
    );
  });

  it("hides the order token in the order-status page's path, Dutch and English", () => {
    expect(redactUrl("/order-status/a1B2c3")).toBe("/order-status/[redacted]");
    expect(redactUrl("/en/order-status/a1B2c3?x=1")).toBe("/en/order-status/[redacted]?x=1");
    expect(redactUrl("/en/order-status/a1B2c3.data")).toBe("/en/order-status/[redacted].data");
    expect(redactUrl("/order-status/")).toBe("/order-status/");
  });
});
