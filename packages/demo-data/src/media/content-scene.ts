import { mix } from "./colour-mix";
import { compose, type Placement } from "./compose";
import { entry } from "./drawing";
import type { ContentPicture } from "./media-path";
import { backdropDefs, svgDocument } from "./packshot";

/** Picture sizes of banners and lifestyle images. */
export const FORMATS: Record<string, { width: number; height: number }> = {
  hero: { width: 1600, height: 900 },
  wide: { width: 1600, height: 600 },
  tile: { width: 800, height: 800 },
  portrait: { width: 850, height: 1200 },
};

type Item = readonly [kind: string, variant: string, hex: string];

/** What each motif shows, front to back. */
export const MOTIFS: Record<string, readonly Item[]> = {
  dresses: [
    ["dress", "wrap", "b0362f"],
    ["dress", "maxi", "ece3cf"],
    ["dress", "summer-floral", "4a6fa5"],
  ],
  coats: [
    ["coat", "wrap", "b3834f"],
    ["coat", "long", "9b9994"],
    ["coat", "peacoat", "27324f"],
  ],
  knitwear: [
    ["cardigan", "cable", "ece3cf"],
    ["cardigan", "classic", "e2aeb6"],
    ["cardigan", "long", "9b9994"],
  ],
  shoes: [
    ["boot", "ankle", "2a2726"],
    ["loafer", "horsebit", "6e2335"],
    ["sandal", "heeled", "b3834f"],
  ],
  bags: [
    ["bag", "tote", "b3834f"],
    ["bag", "shoulder", "2a2726"],
    ["bag", "bucket", "5d7052"],
  ],
  perfume: [
    ["perfume", "square", "e8a7b0"],
    ["perfume", "tall", "c98a45"],
    ["perfume", "round", "b9d3d8"],
  ],
  summer: [
    ["dress", "summer-floral", "e2aeb6"],
    ["bag", "tote", "ece3cf"],
    ["sandal", "flat", "b3834f"],
  ],
  sale: [
    ["dress", "midi", "6e2335"],
    ["coat", "trench", "d9c4a8"],
    ["bag", "shoulder", "b0362f"],
  ],
  look: [
    ["cardigan", "cropped", "ece3cf"],
    ["skirt", "pleated", "27324f"],
    ["loafer", "penny", "2a2726"],
  ],
};

/** Where the items stand: as fractions of the picture (x, y of the item's centre) and scale. */
function placements(
  format: string,
  items: readonly Item[],
  height: number,
  width: number,
): Placement[] {
  const s = height / 1200;
  const spots: readonly (readonly [number, number, number])[] =
    format === "hero"
      ? [
          [0.5, 0.52, 0.82],
          [0.68, 0.5, 0.82],
          [0.84, 0.53, 0.82],
        ]
      : format === "wide"
        ? [
            [0.55, 0.5, 0.95],
            [0.7, 0.5, 0.95],
            [0.85, 0.5, 0.95],
          ]
        : format === "tile"
          ? [
              [0.36, 0.52, 0.85],
              [0.66, 0.54, 0.85],
            ]
          : [
              [0.42, 0.48, 0.78],
              [0.66, 0.58, 0.62],
            ];
  return spots
    .map(([fx, fy, fs], i) => {
      const [kind, variant, hex] = items[i % items.length]!;
      return { kind, variant, hex, x: fx * width, y: fy * height, scale: fs * s };
    })
    .reverse();
}

/** A calm banner: a tinted wall, an arch like a shop window, a floor, and the motif's pieces. */
export function renderScene(picture: ContentPicture): string | null {
  const size = entry(FORMATS, picture.format);
  const items = entry(MOTIFS, picture.motif);
  if (!size || !items) return null;
  const { width, height } = size;
  const wall = mix(picture.hex, "f3eee7", 0.78);
  const arch = mix(picture.hex, "f3eee7", 0.58);
  const floor = mix(picture.hex, "d9cfc2", 0.55);
  const sun = mix(picture.hex, "ffffff", 0.45);
  const archW = Math.min(width * 0.5, height * 0.75);
  const archX =
    picture.format === "tile" || picture.format === "portrait"
      ? (width - archW) / 2
      : width * 0.68 - archW / 2;
  const archTop = height * 0.12;
  const floorY = height * 0.8;
  const scene = compose(placements(picture.format, items, height, width), "s");
  const body =
    `<rect width="${width}" height="${height}" fill="${wall}"/>` +
    `<circle cx="${width * 0.16}" cy="${height * 0.24}" r="${height * 0.11}" fill="${sun}" opacity=".7"/>` +
    `<path d="M${archX} ${floorY}V${archTop + archW / 2}A${archW / 2} ${archW / 2} 0 0 1 ${archX + archW} ${archTop + archW / 2}V${floorY}Z" fill="${arch}"/>` +
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${floor}"/>` +
    scene.body;
  return svgDocument(width, height, backdropDefs(false) + scene.defs, body);
}
