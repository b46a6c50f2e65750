import { describe, expect, it } from "vitest";
import {
  FIRST_LOAD_JS_BUDGET_KB,
  FIRST_PAGES,
  measureFirstLoadJs,
} from "../bench/storefront/first-load-js";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/**
 * A size budget, not a timing: the gzipped JavaScript a first visit transfers until the network
 * is idle, counted as `npm run bench:storefront` counts it (decision records 003 and 010).
 */
describe("a first page load transfers at most 120 KB of JavaScript", () => {
  for (const [name, path] of Object.entries(FIRST_PAGES) as [keyof typeof FIRST_PAGES, string][])
    it(`the ${name} page (${path}) stays within ${FIRST_LOAD_JS_BUDGET_KB} KB`, async () => {
      const { kb, scripts } = await measureFirstLoadJs(opened.browser, opened.shop.baseUrl + path);
      const files = scripts.map(
        (script) => `${new URL(script.url).pathname} ${(script.bytes / 1024).toFixed(1)} KB`,
      );
      console.log(`first-load JavaScript, ${name}: ${kb.toFixed(1)} KB`);
      expect(files.length).toBeGreaterThan(0);
      expect(kb, `${kb.toFixed(1)} KB in:\n${files.join("\n")}`).toBeLessThanOrEqual(
        FIRST_LOAD_JS_BUDGET_KB,
      );
    });
});
