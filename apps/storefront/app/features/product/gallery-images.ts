import type { MediaGalleryEntry } from "@etalage/contracts";
import { hasImage } from "../../parts/products/product-image";

export interface GalleryImage {
  path: string;
  label: string;
}

/** The folder of a picture path: the pictures of one colour share it. */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/**
 * The pictures the gallery shows: those of the chosen variant's colour (its picture's folder),
 * else the whole media gallery, else the main picture alone.
 */
export function galleryImages(
  product: { image: string; name: string; media_gallery: readonly MediaGalleryEntry[] },
  variantImage: string | null,
): GalleryImage[] {
  const gallery = [...product.media_gallery]
    .sort((a, b) => a.pos - b.pos)
    .filter((entry) => hasImage(entry.image))
    .map((entry) => ({ path: entry.image, label: entry.lab || product.name }));
  if (hasImage(variantImage)) {
    const folder = folderOf(variantImage);
    const ofColour = gallery.filter((entry) => entry.path.startsWith(folder));
    if (ofColour.length > 0) return ofColour;
    return [{ path: variantImage, label: product.name }];
  }
  if (gallery.length > 0) return gallery;
  return hasImage(product.image) ? [{ path: product.image, label: product.name }] : [];
}
