import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("every date a shopper reads", () => {
  it("is written by the shop's clock (formatShopDate): no storefront code formats a date itself", () => {
    const app = fileURLToPath(new URL("..", import.meta.url));
    const formatsDates = /toLocale(Date|Time)?String\(|Intl\.DateTimeFormat|dateStyle|timeStyle/;
    const offenders = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(app, file))
      .filter((file) => formatsDates.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
