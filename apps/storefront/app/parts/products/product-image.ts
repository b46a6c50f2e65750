import { PICTURE_SIZES, type PictureSizeName } from "@etalage/contracts";

/** docs/specification/constants.md: product cards (thumbnails) are 330×445; twice that for 2× screens. */
export const CARD_IMAGE = PICTURE_SIZES.card;

/**
 * The image service's URL of a catalogue image path ("catalog/dress/b22222/1.svg") in one of the
 * shop's picture sizes: `/img` renders no other (packages/contracts picture-sizes.ts).
 */
export function imageUrl(image: string, size: PictureSizeName): string {
  const { width, height, mode } = PICTURE_SIZES[size];
  const path = image.replace(/^\/+/, "");
  return `/img/${width}/${height}/${mode}/${path}`;
}

/** A `srcset` of several of the shop's sizes of one picture, each named by its width. */
export function pictureSrcSet(image: string, sizes: readonly PictureSizeName[]): string {
  return sizes.map((size) => `${imageUrl(image, size)} ${PICTURE_SIZES[size].width}w`).join(", ");
}

/** `src` and a `srcset` with the 1× and 2× renditions of one picture size. */
export function responsiveImage(image: string, size: PictureSizeName, size2x: PictureSizeName) {
  return { src: imageUrl(image, size), srcSet: pictureSrcSet(image, [size, size2x]) };
}

/** Magento marks a product without picture as "no_selection". */
export function hasImage(image: string | null | undefined): image is string {
  return Boolean(image) && image !== "no_selection";
}
