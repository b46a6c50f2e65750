import { describe, expect, it } from "vitest";
import { type Box, movedTo, placeAt, placeDuring, scrollNearEdge } from "./picture-order";

const box = (left: number, top: number, width = 100, height = 50): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe("a picture's new place", () => {
  it("the second picture taken to the first place comes before the first", () => {
    expect(movedTo([11, 12, 13], 1, 0)).toEqual([12, 11, 13]);
  });

  it("the first picture taken to the last place comes after every other", () => {
    expect(movedTo([11, 12, 13], 0, 2)).toEqual([12, 13, 11]);
  });

  it("a picture put back at its own place leaves the order as it was, and the order given is not changed", () => {
    const order = [11, 12, 13];
    expect(movedTo(order, 1, 1)).toEqual([11, 12, 13]);
    movedTo(order, 0, 2);
    expect(order).toEqual([11, 12, 13]);
  });

  it("a place outside the pictures changes nothing", () => {
    expect(movedTo([11, 12], 0, 5)).toEqual([11, 12]);
    expect(movedTo([11, 12], -1, 0)).toEqual([11, 12]);
  });
});

describe("where a dragged picture lands", () => {
  const row = [box(0, 0), box(120, 0), box(240, 0)];
  const column = [box(0, 0), box(0, 70), box(0, 140)];

  it("on a card, the picture takes that card's place", () => {
    expect(placeAt(row, 130, 10)).toBe(1);
    expect(placeAt(column, 50, 200)).toBe(2);
  });

  it("in the gap between two cards, it takes the place of the card nearest to the pointer", () => {
    expect(placeAt(row, 105, 25)).toBe(0);
    expect(placeAt(row, 115, 25)).toBe(1);
    expect(placeAt(column, 50, 66)).toBe(1);
  });

  it("above the first card or past the last, it takes the first or the last place", () => {
    expect(placeAt(column, 50, -300)).toBe(0);
    expect(placeAt(column, 50, 900)).toBe(2);
    expect(placeAt(row, 900, 25)).toBe(2);
  });

  it("with no cards there is no place", () => {
    expect(placeAt([], 10, 10)).toBe(-1);
  });
});

describe("the places while a picture is carried", () => {
  const during = (count: number, from: number, to: number) =>
    Array.from({ length: count }, (_, index) => placeDuring(index, from, to));

  it("carried forward, the pictures it passes move one place back, the others stay", () => {
    expect(during(4, 2, 0)).toEqual([1, 2, 0, 3]);
  });

  it("carried backward, the pictures it passes move one place forward", () => {
    expect(during(4, 0, 2)).toEqual([2, 0, 1, 3]);
  });

  it("shows each picture where the saved order will have it", () => {
    const order = [11, 12, 13, 14, 15];
    for (const [from, to] of [
      [1, 0],
      [0, 4],
      [3, 1],
    ] as const) {
      const shown: number[] = [];
      for (const [index, id] of order.entries()) shown[placeDuring(index, from, to)] = id;
      expect(shown).toEqual(movedTo(order, from, to));
    }
  });
});

describe("the page scrolls while a picture is carried near its edge", () => {
  it("near the top it scrolls up, near the bottom down, faster at the very edge", () => {
    expect(scrollNearEdge(60, 800)).toBeLessThan(0);
    expect(scrollNearEdge(0, 800)).toBe(-16);
    expect(scrollNearEdge(-30, 800)).toBe(-16);
    expect(scrollNearEdge(790, 800)).toBeGreaterThan(0);
    expect(scrollNearEdge(800, 800)).toBe(16);
    expect(scrollNearEdge(770, 800)).toBeLessThan(scrollNearEdge(795, 800));
  });

  it("in the middle of the window it does not scroll", () => {
    expect(scrollNearEdge(64, 800)).toBe(0);
    expect(scrollNearEdge(400, 800)).toBe(0);
    expect(scrollNearEdge(736, 800)).toBe(0);
  });
});
