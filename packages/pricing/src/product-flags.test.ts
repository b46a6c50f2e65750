import { describe, expect, it } from "vitest";
import { isNew, isSale } from "./product-flags";

const now = new Date("2025-06-15T12:00:00Z");

describe("isNew by the news_from/to window", () => {
  it("is new within the window", () => {
    expect(isNew({ newsFromDate: "2025-06-01", newsToDate: "2025-06-30" }, now)).toBe(true);
    expect(isNew({ newsFromDate: "2025-06-01", newsToDate: null }, now)).toBe(true);
  });
  it("is not new outside the window or without one", () => {
    expect(isNew({ newsFromDate: "2025-07-01", newsToDate: null }, now)).toBe(false);
    expect(isNew({ newsFromDate: "2025-05-01", newsToDate: "2025-05-31" }, now)).toBe(false);
    expect(isNew({ newsFromDate: null, newsToDate: null }, now)).toBe(false);
  });
});

describe("isSale when an active special price is below the price", () => {
  const regular = { price: 100, specialPrice: null, specialFromDate: null, specialToDate: null };
  it("is on sale with an active lower special price", () => {
    expect(isSale({ ...regular, specialPrice: 79 }, now)).toBe(true);
  });
  it("is not on sale without, with an expired or with a higher special price", () => {
    expect(isSale(regular, now)).toBe(false);
    expect(isSale({ ...regular, specialPrice: 79, specialToDate: "2025-06-14" }, now)).toBe(false);
    expect(isSale({ ...regular, specialPrice: 100 }, now)).toBe(false);
  });
});
