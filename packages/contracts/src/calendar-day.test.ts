import { describe, expect, it } from "vitest";
import { isCalendarDay } from "./calendar-day";

describe("isCalendarDay", () => {
  it("takes a real day written as YYYY-MM-DD, a leap day included", () => {
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
  });

  it("refuses a day the calendar does not have, which Date.parse would move on", () => {
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-45")).toBe(false);
  });

  it("refuses other ways of writing a day, and text that is no day", () => {
    for (const text of [
      "2026-2-3",
      "28-02-2026",
      "2026-02-28T10:00",
      "gisteren",
      "",
      "x".repeat(5000),
    ])
      expect(isCalendarDay(text)).toBe(false);
  });
});
