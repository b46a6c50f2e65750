import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatShopDate } from "./shop-date";

describe("shop dates", () => {
  it("read HH:mm D/M/YYYY in Dutch time (docs/specification/constants.md)", () => {
    expect(formatShopDate("2026-11-03T08:05:00.000Z")).toBe("09:05 3/11/2026");
    expect(formatShopDate("2026-07-14T22:30:00.000Z")).toBe("00:30 15/7/2026");
  });

  it("show nothing for a date that cannot be read", () => {
    expect(formatShopDate("soon")).toBe("");
  });
});

describe("every date a shopper reads", () => {
  it("takes a time in milliseconds as well (offline orders keep theirs so)", () => {
    expect(formatShopDate(Date.parse("2026-11-03T08:05:00.000Z"))).toBe("09:05 3/11/2026");
  });

  it("is written by this one formatter: no other storefront code formats a date itself", () => {
    const app = fileURLToPath(new URL("..", import.meta.url));
    const own = fileURLToPath(new URL("./shop-date.ts", import.meta.url));
    const formatsDates = /toLocale(Date|Time)?String\(|Intl\.DateTimeFormat|dateStyle|timeStyle/;
    const offenders = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(app, file))
      .filter((file) => file !== own && formatsDates.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
