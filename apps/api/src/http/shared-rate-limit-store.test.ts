import { describe, expect, it } from "vitest";
import { LocalCounts } from "./shared-rate-limit-store";

describe("counting requests in the process while Redis is away", () => {
  it("counts per key within a window and starts over when it ends", () => {
    const counts = new LocalCounts(10);
    expect(counts.count("login:1.2.3.4", 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.count("login:1.2.3.4", 60_000, 31_000)).toEqual({ current: 2, ttl: 30_000 });
    expect(counts.count("login:5.6.7.8", 60_000, 31_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.count("login:1.2.3.4", 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it("forgets the least recently counted key when it holds too many", () => {
    const counts = new LocalCounts(2);
    counts.count("a", 60_000, 0);
    counts.count("b", 60_000, 0);
    counts.count("a", 60_000, 1);
    counts.count("c", 60_000, 2);
    expect(counts.count("a", 60_000, 3).current).toBe(3);
    expect(counts.count("b", 60_000, 3).current).toBe(1);
  });
});
