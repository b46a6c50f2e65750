import { describe, expect, it } from "vitest";
import { rateLimitOf } from "../../http/rate-limits";

describe("the rate limits of reviews and stock alerts", () => {
  it("counts review writes in a tight row of their own: ten an hour per address", () => {
    expect(rateLimitOf("POST", "/api/review/create")).toMatchObject({
      name: "review",
      max: 10,
      windowMs: 60 * 60 * 1000,
    });
    expect(rateLimitOf("GET", "/api/review/mine")?.name).toBe("api-read");
  });

  it("counts stock alerts in a row of their own: thirty an hour per address", () => {
    expect(rateLimitOf("POST", "/api/ext/product-stock-alert/notify-me")).toMatchObject({
      name: "stock-alert",
      max: 30,
    });
  });
});
