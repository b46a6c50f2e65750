import { describe, expect, it } from "vitest";
import { addDays, shopDateTime, shopDayOf, shopDayStart } from "./shop-days";

describe("the shop's days are Amsterdam's", () => {
  it("dates a moment after midnight in Amsterdam on the new day, in winter and in summer", () => {
    expect(shopDayOf(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
    expect(shopDayOf(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(shopDayOf(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });

  it("begins a day at Amsterdam's midnight, also on the days the clocks change", () => {
    expect(shopDayStart("2026-11-27").toISOString()).toBe("2026-11-26T23:00:00.000Z");
    expect(shopDayStart("2026-07-02").toISOString()).toBe("2026-07-01T22:00:00.000Z");
    expect(shopDayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(shopDayStart("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(shopDayStart("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(shopDayStart("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("writes a moment as YYYY-MM-DD HH:mm in the shop's time", () => {
    expect(shopDateTime(new Date("2026-11-27T08:05:00Z"))).toBe("2026-11-27 09:05");
    expect(shopDateTime(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02 00:30");
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
