import { describe, expect, it } from "vitest";
import { CART_BYPASS_LIMIT, connectOutcome } from "./connect-outcome";

describe("cart connect (docs/specification/cart.md 'Cart server sync')", () => {
  it("result 200 stores the token and syncs", () => {
    expect(connectOutcome(200, 0)).toBe("store-token-and-sync");
  });

  it("result 401 retries as a guest cart until the bypass limit is reached", () => {
    expect(connectOutcome(401, 0)).toBe("retry-as-guest");
    expect(connectOutcome(401, CART_BYPASS_LIMIT)).toBe("disable-sync");
  });

  it("any other result disables cart sync", () => {
    for (const status of [0, 400, 404, 500, 503]) {
      expect(connectOutcome(status, 0)).toBe("disable-sync");
    }
  });
});
