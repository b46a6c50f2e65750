import { describe, expect, it } from "vitest";
import { dateTime, day, money, numbered } from "./format";

describe("how the back office writes amounts and times", () => {
  it("writes amounts with a decimal comma and group dot, amount then sign", () => {
    expect(money(1234.5)).toBe("1.234,50 €");
    expect(money(-49.95)).toBe("-49,95 €");
  });

  it("writes moments as HH:mm D/M/YYYY on the shop's 24-hour Amsterdam clock", () => {
    expect(dateTime("2026-07-03T12:05:00.000Z")).toBe("14:05 3/7/2026");
    expect(dateTime("2026-01-09T23:30:00.000Z")).toBe("00:30 10/1/2026");
    expect(dateTime(null)).toBe("");
  });

  it("writes a shop day as D/M/YYYY", () => {
    expect(day("2026-11-02")).toBe("2/11/2026");
  });

  it("writes a number with its word for one or for many", () => {
    expect(numbered(1, "stuk", "stuks")).toBe("1 stuk");
    expect(numbered(0, "stuk", "stuks")).toBe("0 stuks");
    expect(numbered(3, "piece goes", "pieces go")).toBe("3 pieces go");
  });
});
