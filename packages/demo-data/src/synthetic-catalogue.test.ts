import { describe, expect, it } from "vitest";
import { listMediaPaths } from "./media/list-media-paths";
import { createSyntheticCatalogue } from "./synthetic-catalogue";

const now = new Date("2025-06-15T10:00:00Z");

describe("the synthetic catalogue", () => {
  it("is identical for the same seed and moment", () => {
    const a = JSON.stringify(createSyntheticCatalogue({ products: 400, seed: 3, now }));
    expect(JSON.stringify(createSyntheticCatalogue({ products: 400, seed: 3, now }))).toBe(a);
  });

  it("makes about 100,000 SKUs from 20,000 parents, over a bounded set of pictures", () => {
    const progress: number[] = [];
    const started = performance.now();
    const seed = createSyntheticCatalogue({
      products: 20_000,
      now,
      onProgress: (done) => progress.push(done),
    });
    const ms = performance.now() - started;
    const parents = seed.products.filter((p) => p.parentId === null);
    const pictures = listMediaPaths(seed).length;
    console.log(
      `synthetic 20,000 parents: ${seed.products.length} SKUs, ${pictures} pictures in ${ms.toFixed(0)} ms`,
    );
    expect(parents.length).toBe(20_000 + 4);
    expect(seed.products.length).toBeGreaterThan(90_000);
    expect(seed.products.length).toBeLessThan(125_000);
    expect(pictures).toBeLessThan(2_000);
    expect(progress.at(-1)).toBe(20_000);
    const ids = new Set(parents.map((p) => p.id));
    expect(seed.products.every((p) => p.parentId === null || ids.has(p.parentId))).toBe(true);
    expect(new Set(seed.products.map((p) => p.sku)).size).toBe(seed.products.length);
    // It asserts what is made, not how fast: a busy machine (CI runs the browser journeys beside
    // it) may take several times the usual 2 s, so no deadline of a few seconds may fail it.
  }, 120_000);

  it("still holds every kind and every product type in a small catalogue", () => {
    const seed = createSyntheticCatalogue({ products: 60, now });
    const types = new Set(seed.products.map((p) => p.typeId));
    expect([...types].sort()).toEqual([
      "bundle",
      "configurable",
      "downloadable",
      "grouped",
      "simple",
      "virtual",
    ]);
  });

  it("refuses a number of products below 1", () => {
    expect(() => createSyntheticCatalogue({ products: 0 })).toThrow(
      "products must be a whole number above 0",
    );
  });
});
