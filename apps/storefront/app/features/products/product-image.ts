/** Seed 1 §9: product cards (thumbnails) are 330×445; twice that for 2× screens. */
export const CARD_IMAGE = { width: 330, height: 445 } as const;

/**
 * The image service's URL of a catalogue image path ("catalog/dress/b22222/1.svg"): `resize`
 * fits the picture inside the box, `crop` fills the box exactly.
 */
export function imageUrl(
  image: string,
  width: number,
  height: number,
  mode: "resize" | "crop" = "resize",
): string {
  const path = image.replace(/^\/+/, "");
  return `/img/${width}/${height}/${mode}/${path}`;
}

/** `src` and a `srcset` with the 1× and 2× renditions of one picture size. */
export function responsiveImage(image: string, size: { width: number; height: number }) {
  const { width, height } = size;
  return {
    src: imageUrl(image, width, height),
    srcSet: `${imageUrl(image, width, height)} ${width}w, ${imageUrl(image, width * 2, height * 2)} ${width * 2}w`,
  };
}

/** Magento marks a product without picture as "no_selection". */
export function hasImage(image: string | null | undefined): image is string {
  return Boolean(image) && image !== "no_selection";
}
