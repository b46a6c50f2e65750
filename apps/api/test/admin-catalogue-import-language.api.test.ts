import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { backOfficeShopForTests } from "./back-office-shop";
import type { Json } from "./test-shop";

const SAMPLE = join(import.meta.dirname, "../../../test/fixtures/magento-products/products.csv");
const ctx = backOfficeShopForTests({ members: ["owner"] });

/** A dry run from the back office, read in this language (none: the browser said nothing). */
async function dryRun(csv: string, language?: string) {
  const res = await fetch(`${ctx.shop.baseUrl}/api/admin/products/import?dryRun=true`, {
    method: "POST",
    headers: {
      "content-type": "text/csv",
      cookie: ctx.owner.cookie,
      "x-csrf-token": ctx.owner.csrfToken,
      ...(language ? { "accept-language": language } : {}),
    },
    body: csv,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Json).result as {
    problems: { line: number; column: string; message: string }[];
  };
}

describe("POST /api/admin/products/import in the member's language", () => {
  it("names every problem of a dry run in Dutch by default and in English for Accept-Language en, at the same line and column", async () => {
    const sample = await readFile(SAMPLE, "utf8");
    const csv = sample.replace(",57.8512,", ",duur,").replace("sku,", "sku,kleurtje,");
    const withColumn = csv
      .split("\n")
      .map((line, index) => (index === 0 || line === "" ? line : line.replace(",", ",,")))
      .join("\n");
    const dutch = await dryRun(withColumn);
    const english = await dryRun(withColumn, "en-GB,en;q=0.9");
    expect(await dryRun(withColumn, "nl-NL")).toEqual(dutch);

    expect(dutch.problems).toContainEqual({
      line: 1,
      column: "kleurtje",
      message: 'Onbekende kolom "kleurtje"',
    });
    expect(dutch.problems).toContainEqual({
      line: 2,
      column: "price",
      message: '"duur" is geen bedrag of aantal van 0 tot 1000000',
    });
    expect(english.problems).toContainEqual({
      line: 2,
      column: "price",
      message: '"duur" is not an amount from 0 to 1000000',
    });
    // The sample's pictures are not in this shop: each named, in each language.
    expect(dutch.problems.some((p) => p.message.startsWith("Afbeelding "))).toBe(true);
    expect(english.problems.some((p) => p.message.startsWith("Picture "))).toBe(true);
    expect(english.problems.map((p) => [p.line, p.column])).toEqual(
      dutch.problems.map((p) => [p.line, p.column]),
    );
    for (const [index, problem] of dutch.problems.entries())
      expect(problem.message).not.toBe(english.problems[index]!.message);
  });
});
