import { describe, expect, it } from "vitest";
import { formatShopDate } from "./shop-date";

describe("shop dates", () => {
  it("read HH:mm D/M/YYYY in Dutch time (seed 1 §9)", () => {
    expect(formatShopDate("2026-11-03T08:05:00.000Z")).toBe("09:05 3/11/2026");
    expect(formatShopDate("2026-07-14T22:30:00.000Z")).toBe("00:30 15/7/2026");
  });

  it("show nothing for a date that cannot be read", () => {
    expect(formatShopDate("soon")).toBe("");
  });
});
