/**
 * Picture paths say what to draw, so any path a catalogue names can be drawn again from the
 * path alone: `catalog/{kind}/{variant}/{hex}/{view}.svg` for product pictures and
 * `content/{format}/{motif}/{hex}.svg` for banners and lifestyle images.
 */
export interface ProductPicture {
  kind: string;
  variant: string;
  /** Six hex digits, lower case, no "#". */
  hex: string;
  /** 1 front, 2 detail. */
  view: 1 | 2;
}

export interface ContentPicture {
  format: string;
  motif: string;
  hex: string;
}

export function productPicturePath(p: ProductPicture): string {
  return `catalog/${p.kind}/${p.variant}/${p.hex}/${p.view}.svg`;
}

export function contentPicturePath(p: ContentPicture): string {
  return `content/${p.format}/${p.motif}/${p.hex}.svg`;
}

const PRODUCT = /^catalog\/([a-z]+)\/([a-z]+(?:-[a-z]+)?)\/([0-9a-f]{6})\/([12])\.svg$/;
const CONTENT = /^content\/([a-z]+)\/([a-z]+)\/([0-9a-f]{6})\.svg$/;

export function parseProductPicture(path: string): ProductPicture | null {
  const m = PRODUCT.exec(path);
  if (!m) return null;
  return { kind: m[1]!, variant: m[2]!, hex: m[3]!, view: m[4] === "1" ? 1 : 2 };
}

export function parseContentPicture(path: string): ContentPicture | null {
  const m = CONTENT.exec(path);
  if (!m) return null;
  return { format: m[1]!, motif: m[2]!, hex: m[3]! };
}
