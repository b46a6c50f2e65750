import { afterEach, describe, expect, it, vi } from "vitest";
import { subscriptionStatus } from "./newsletter-api";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the newsletter status of the customer's own address", () => {
  it("goes with her token, which the shop needs to tell the real status", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify({ code: 200, result: "pending" }), {
        headers: { "content-type": "application/json" },
      });
    });
    expect(await subscriptionStatus(" anna+nieuws@example.com ", "toegang-123")).toBe("pending");
    const url = new URL(asked[0]!, "http://shop.invalid");
    expect(url.pathname).toBe("/api/ext/mailchimp-subscribe/subscribe");
    expect(url.searchParams.get("email")).toBe("anna+nieuws@example.com");
    expect(url.searchParams.get("token")).toBe("toegang-123");
  });
});
