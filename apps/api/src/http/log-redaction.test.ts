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
});
