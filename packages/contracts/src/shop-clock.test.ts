import { describe, expect, it } from "vitest";
import { formatShopDate } from "./shop-clock";

describe("the shop's clock", () => {
  it("reads HH:mm D/M/YYYY in Dutch time, summer and winter (docs/specification/constants.md)", () => {
    expect(formatShopDate("2026-11-03T08:05:00.000Z")).toBe("09:05 3/11/2026");
    expect(formatShopDate("2026-07-14T22:30:00.000Z")).toBe("00:30 15/7/2026");
    expect(formatShopDate("2026-12-31T23:59:59.999Z")).toBe("00:59 1/1/2027");
  });

  it("takes a time in milliseconds as well (offline orders keep theirs so)", () => {
    expect(formatShopDate(Date.parse("2026-11-03T08:05:00.000Z"))).toBe("09:05 3/11/2026");
  });

  it("shows nothing for a moment that cannot be read", () => {
    expect(formatShopDate("soon")).toBe("");
  });
});
