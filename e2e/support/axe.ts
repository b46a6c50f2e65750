import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** axe-core's own build, put into each page under test. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * axe-core's violations inside one part of the page (a CSS selector), one line each: rule,
 * impact, where. The page is read through strings: the browser tests build without DOM types.
 */
export async function axeViolationsIn(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate<string[]>(`
    axe.run({ include: [${JSON.stringify(selector)}] }, { resultTypes: ["violations"] }).then((result) =>
      result.violations.map(
        (v) => v.id + " (" + v.impact + "): " + v.help + " at " + v.nodes.map((n) => n.target.join(" ")).join(", "),
      ),
    )`);
}
