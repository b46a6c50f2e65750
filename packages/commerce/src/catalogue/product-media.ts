import type { MediaGalleryEntry, SeedImage, SeedProduct, StoreCode } from "@etalage/contracts";
import { NONE, type SharedParts } from "./shared-parts";

export interface ProductMedia {
  image: string;
  media_gallery: MediaGalleryEntry[];
}

function inOrder(images: readonly SeedImage[]): readonly SeedImage[] {
  return images.every((image, i) => i === 0 || images[i - 1]!.position <= image.position)
    ? images
    : [...images].sort((a, b) => a.position - b.position);
}

function imagesOf(product: SeedProduct, parent?: SeedProduct): readonly SeedImage[] {
  return product.images.length > 0 || !parent ? product.images : parent.images;
}

/** The path of the first image by position; a variant without images shows its parent's. */
export function firstImagePath(
  shared: SharedParts,
  product: SeedProduct,
  parent?: SeedProduct,
): string {
  return shared.text(inOrder(imagesOf(product, parent))[0]?.path ?? "");
}

/**
 * First image by position, and the gallery; a variant without images shows its parent's.
 * Variants of one colour show the same pictures: equal galleries are one shared list.
 */
export function productMedia(
  shared: SharedParts,
  product: SeedProduct,
  store: StoreCode,
  parent?: SeedProduct,
): ProductMedia {
  const images = inOrder(imagesOf(product, parent));
  if (images.length === 0) return { image: "", media_gallery: NONE };
  const keys = images.map(
    (image) => `${image.path}\u0000${image.position}\u0000${image.label[store]}`,
  );
  const gallery = shared.one(`gallery:${store}:${keys.join("\u0001")}`, () =>
    images.map((image, i) =>
      shared.one(
        `image:${store}:${keys[i]}`,
        (): MediaGalleryEntry => ({
          image: shared.text(image.path),
          pos: image.position,
          typ: "image",
          lab: shared.text(image.label[store]),
        }),
      ),
    ),
  );
  return { image: gallery[0]!.image, media_gallery: gallery };
}
