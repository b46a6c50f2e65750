import type { MediaGalleryEntry, SeedImage, SeedProduct, StoreCode } from "@etalage/contracts";

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
export function firstImagePath(product: SeedProduct, parent?: SeedProduct): string {
  return inOrder(imagesOf(product, parent))[0]?.path ?? "";
}

/** First image by position, and the gallery; a variant without images shows its parent's. */
export function productMedia(
  product: SeedProduct,
  store: StoreCode,
  parent?: SeedProduct,
): ProductMedia {
  const images = inOrder(imagesOf(product, parent));
  return {
    image: images[0]?.path ?? "",
    media_gallery: images.map((image) => ({
      image: image.path,
      pos: image.position,
      typ: "image",
      lab: image.label[store],
    })),
  };
}
