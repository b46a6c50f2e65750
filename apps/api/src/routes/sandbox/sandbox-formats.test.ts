import { describe, expect, it } from "vitest";
import { formatAmount, formatShopTime } from "./sandbox-formats";

describe("the sandbox page's amounts and times", () => {
  it("shows an amount in Dutch as the shop does and in English with the sign first", () => {
    expect(formatAmount("nl", "EUR", "12.50")).toBe("12,50 €");
    expect(formatAmount("nl", "EUR", "1234.50")).toBe("1.234,50 €");
    expect(formatAmount("en", "EUR", "12.50")).toBe("€12.50");
    expect(formatAmount("en", "EUR", "1234.50")).toBe("€1,234.50");
  });

  it("writes a moment as HH:mm D/M/YYYY in the shop's time, summer and winter", () => {
    expect(formatShopTime("2026-03-01T09:05:00.000Z")).toBe("10:05 1/3/2026");
    expect(formatShopTime("2026-07-14T22:30:00.000Z")).toBe("00:30 15/7/2026");
    expect(formatShopTime("2026-12-31T23:59:59.999Z")).toBe("00:59 1/1/2027");
  });
});
