import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-delay";

describe("the wait before a failed mail is tried again", () => {
  it("doubles from 30 seconds with every failed try", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("never grows beyond four hours", () => {
    expect(retryDelayMs(9)).toBe(128 * 60_000);
    expect(retryDelayMs(10)).toBe(4 * 60 * 60_000);
    expect(retryDelayMs(40)).toBe(4 * 60 * 60_000);
  });
});
