import { describe, expect, it } from "vitest";
import { FeedCursor } from "./feed-cursor";

describe("a process's place in the catalogue change feed", () => {
  it("moves over changes read in order", () => {
    const cursor = new FeedCursor(4, 10_000);
    cursor.applyRead([5, 6, 7], 0);
    expect(cursor.position).toBe(7);
    expect(cursor.waiting).toBe(false);
  });

  it("keeps looking for a change committed after a later one", () => {
    const cursor = new FeedCursor(10, 10_000);
    cursor.applyRead([12, 13], 0);
    expect(cursor.position).toBe(10);
    expect(cursor.waiting).toBe(true);
    expect(cursor.isApplied(12)).toBe(true);
    expect(cursor.isApplied(11)).toBe(false);
    cursor.applyRead([11, 12, 13], 500);
    expect(cursor.position).toBe(13);
    expect(cursor.waiting).toBe(false);
  });

  it("gives up an id that never comes (a rolled-back change) after the wait", () => {
    const cursor = new FeedCursor(10, 10_000);
    cursor.applyRead([12], 0);
    cursor.applyRead([12], 9_999);
    expect(cursor.position).toBe(10);
    cursor.applyRead([12], 10_000);
    expect(cursor.position).toBe(12);
  });

  it("counts everything up to a rebuild's id as applied", () => {
    const cursor = new FeedCursor(10, 10_000);
    cursor.applyRead([12], 0);
    cursor.reset(20);
    expect(cursor.position).toBe(20);
    expect(cursor.waiting).toBe(false);
  });
});
