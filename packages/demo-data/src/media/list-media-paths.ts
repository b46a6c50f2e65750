import type { CatalogueSeed } from "@etalage/contracts";

/** Every picture a catalogue names, once: product galleries, banners and Instagram tiles. */
export function listMediaPaths(seed: CatalogueSeed): string[] {
  const paths = new Set<string>();
  for (const product of seed.products) for (const image of product.images) paths.add(image.path);
  for (const content of Object.values(seed.content)) {
    const b = content.banners;
    for (const item of [
      ...b.mainBanners,
      ...b.smallBanners,
      ...b.productBanners,
      ...b.menuAsideBanners,
      b.headImage,
    ]) {
      paths.add(item.image);
    }
    for (const item of b.instagramImages) paths.add(item.image);
  }
  return [...paths];
}
