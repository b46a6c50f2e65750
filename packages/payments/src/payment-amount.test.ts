import { describe, expect, it } from "vitest";
import { amountText, paymentAmount } from "./payment-amount";

describe("payment amounts", () => {
  it("carry the order total with exactly two decimals, as text", () => {
    expect(paymentAmount(65, "EUR")).toEqual({ currency: "EUR", value: "65.00" });
    expect(paymentAmount(0.1 + 0.2, "EUR").value).toBe("0.30");
    expect(paymentAmount(19.999, "EUR").value).toBe("20.00");
  });

  it("a total of zero or less, or no number, is no payment", () => {
    for (const total of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => paymentAmount(total, "EUR")).toThrow("A payment needs a positive amount");
    }
  });

  it("read as the post-payment reply's amount: currency, space, value", () => {
    expect(amountText({ currency: "EUR", value: "65.00" })).toBe("EUR 65.00");
  });
});
