import { describe, expect, it } from "vitest";
import { isWithinWindow } from "./date-window";

describe("date window: both bounds inclusive, null is open", () => {
  const now = new Date("2025-06-15T12:00:00Z");

  it("is open on both sides when both bounds are null", () => {
    expect(isWithinWindow(null, null, now)).toBe(true);
  });
  it("includes the exact from and to moments", () => {
    expect(isWithinWindow("2025-06-15T12:00:00Z", null, now)).toBe(true);
    expect(isWithinWindow(null, "2025-06-15T12:00:00Z", now)).toBe(true);
  });
  it("excludes moments before from and after to", () => {
    expect(isWithinWindow("2025-06-16T00:00:00Z", null, now)).toBe(false);
    expect(isWithinWindow(null, "2025-06-15T11:59:59Z", now)).toBe(false);
  });
  it("lets a date-only to bound cover that whole day", () => {
    expect(isWithinWindow("2025-06-01", "2025-06-15", now)).toBe(true);
    expect(isWithinWindow("2025-06-01", "2025-06-14", now)).toBe(false);
  });
});
