import { describe, expect, it } from "vitest";
import { CHECKOUT_ACTIVE_MS, isCheckoutActive } from "./checkout-active";

describe("checkout active window (docs/specification/checkout-and-orders.md, docs/specification/constants.md)", () => {
  const now = 10_000_000;

  it("is active while modifiedAt is within 30 minutes (1800000 ms)", () => {
    expect(CHECKOUT_ACTIVE_MS).toBe(1_800_000);
    expect(isCheckoutActive(now - 1_800_000, now)).toBe(true);
    expect(isCheckoutActive(now - 60_000, now)).toBe(true);
  });

  it("is no longer active after 30 minutes, or before anything was entered", () => {
    expect(isCheckoutActive(now - 1_800_001, now)).toBe(false);
    expect(isCheckoutActive(0, now)).toBe(false);
  });
});
