import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createDemoCatalogue } from "../demo-catalogue";
import { createSyntheticCatalogue } from "../synthetic-catalogue";
import { listMediaPaths } from "./list-media-paths";
import { renderMediaFile } from "./render-media";

const now = new Date("2025-06-15T10:00:00Z");
const paths = [
  ...new Set([
    ...listMediaPaths(createDemoCatalogue({ now })),
    ...listMediaPaths(createSyntheticCatalogue({ products: 3_000, now })),
  ]),
];

describe("product pictures", () => {
  it("renders every picture a catalogue names to an SVG that sharp can rasterise", async () => {
    const started = performance.now();
    const queue = [...paths];
    const worker = async () => {
      for (let path = queue.pop(); path; path = queue.pop()) {
        const svg = renderMediaFile(path);
        expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        // A low density keeps the test quick; the drawing is parsed and painted all the same.
        const { info } = await sharp(Buffer.from(svg!), { density: 9 })
          .png()
          .toBuffer({ resolveWithObject: true });
        expect(info.width, path).toBeGreaterThan(0);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    console.log(
      `rasterised ${paths.length} pictures in ${(performance.now() - started).toFixed(0)} ms`,
    );
  }, 120_000);

  it("draws the gallery size, 850 × 1200, for product pictures", () => {
    const svg = renderMediaFile("catalog/dress/wrap-floral/b0362f/1.svg")!;
    expect(svg).toContain('width="850" height="1200"');
    expect(svg).not.toContain("<text");
  });

  it("answers null for paths no catalogue names", () => {
    for (const path of [
      "catalog/unicorn/midi/b0362f/1.svg",
      "catalog/dress/ballgown/b0362f/1.svg",
      "catalog/dress/midi/b0362f/3.svg",
      "catalog/dress/midi/red/1.svg",
      "catalog/dress/midi-stripes/b0362f/1.svg",
      "catalog/constructor/x/b0362f/1.svg",
      "catalog/dress/constructor/b0362f/1.svg",
      "catalog/bag/constructor/b0362f/1.svg",
      "content/constructor/dresses/b0362f.svg",
      "content/hero/unknown/b0362f.svg",
      "../etc/passwd",
    ]) {
      expect(renderMediaFile(path), path).toBeNull();
    }
  });
});
