/** How `/img` fits a picture into its box: `resize` and `fit` keep it whole, `crop` fills the box. */
export type PictureMode = "resize" | "fit" | "crop";

export interface PictureSize {
  readonly width: number;
  readonly height: number;
  readonly mode: PictureMode;
}

const size = (width: number, height: number, mode: PictureMode = "resize"): PictureSize => ({
  width,
  height,
  mode,
});

/**
 * Every rendition the storefront asks `/img` for, and so the only ones `/img` renders: each one
 * is kept on disk for good, so a size anybody could choose would let anybody fill the disk.
 * The storefront's image helpers take a name from here, never a width and height of their own.
 */
export const PICTURE_SIZES = {
  /** docs/specification/constants.md: product cards (lists, compare) are 330×445; twice that for 2× screens. */
  card: size(330, 445),
  card2x: size(660, 890),
  /** docs/specification/constants.md: cart pictures (microcart, checkout summary), shown at half size. */
  cart: size(210, 300),
  /** docs/specification/constants.md: gallery pictures are 850×1200, with half and phone (1.75×) renditions. */
  gallery: size(850, 1200),
  galleryPhone: size(680, 960),
  galleryHalf: size(425, 600),
  /** Gallery thumbnails are a fifth of the picture (85×120), fetched at 2×. */
  galleryThumb2x: size(170, 240),
  /** A grouped product's items (82×111), at 2×. */
  groupedItem2x: size(165, 223),
  /** Quick search results (56×76), at 2×. */
  quickSearch2x: size(112, 151),
  instagram: size(400, 400),
  /** Home banners, each in full and half size (`srcset`). */
  headImage: size(1600, 600),
  headImageHalf: size(800, 300),
  hero: size(1600, 1000, "crop"),
  heroHalf: size(800, 500, "crop"),
  bannerWide: size(1200, 675),
  bannerWideHalf: size(600, 338),
  bannerSquare: size(800, 800),
  bannerSquareHalf: size(400, 400),
  bannerPortrait: size(850, 1200),
  bannerPortraitHalf: size(425, 600),
} as const satisfies Record<string, PictureSize>;

export type PictureSizeName = keyof typeof PICTURE_SIZES;

/** "330x445 resize" — how a rendition is named in `/img`'s refusals. */
export const pictureSizeLabel = (s: PictureSize): string => `${s.width}x${s.height} ${s.mode}`;

/** The distinct renditions of the list (some names share one). */
export const ALLOWED_PICTURE_SIZES: readonly PictureSize[] = [
  ...new Map(Object.values(PICTURE_SIZES).map((s) => [pictureSizeLabel(s), s])).values(),
];

export function isPictureSize(width: number, height: number, mode: string): boolean {
  return ALLOWED_PICTURE_SIZES.some(
    (s) => s.width === width && s.height === height && s.mode === mode,
  );
}
