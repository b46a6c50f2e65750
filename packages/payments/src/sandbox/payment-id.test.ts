import { describe, expect, it } from "vitest";
import { isPaymentId, newPaymentId } from "./payment-id";

describe("sandbox payment ids", () => {
  it("look like Mollie's: tr_ and 16 random base62 characters", () => {
    const id = newPaymentId();
    expect(id).toMatch(/^tr_[0-9A-Za-z]{16}$/);
    expect(isPaymentId(id)).toBe(true);
  });

  it("are never the same twice", () => {
    const ids = new Set(Array.from({ length: 1000 }, newPaymentId));
    expect(ids.size).toBe(1000);
  });

  it("other texts are not payment ids", () => {
    for (const text of ["", "tr_", "tr_short", "tr_abcdefghijklmnop'", "xx_abcdefghijklmnop"]) {
      expect(isPaymentId(text)).toBe(false);
    }
  });
});
