import { GARMENT_DRAWERS } from "./compose";
import { renderScene } from "./content-scene";
import { drawGiftCard } from "./draw-gift-card";
import { drawPatternSheet } from "./draw-pattern-sheet";
import { drawGiftSet, drawLook } from "./draw-sets";
import { type Drawer, entry } from "./drawing";
import { parseContentPicture, parseProductPicture } from "./media-path";
import { packshot } from "./packshot";

const DRAWERS: Record<string, Drawer> = {
  ...GARMENT_DRAWERS,
  giftcard: drawGiftCard,
  pattern: drawPatternSheet,
  giftset: drawGiftSet,
  look: drawLook,
};

/**
 * The SVG document for a picture path that a catalogue names, drawn from the path alone;
 * null for a path no catalogue could name.
 */
export function renderMediaFile(path: string): string | null {
  const product = parseProductPicture(path);
  if (product) {
    const drawer = entry(DRAWERS, product.kind);
    const drawing = drawer?.(product.variant, product.hex, "p");
    return drawing ? packshot(drawing, product.hex, product.view) : null;
  }
  const content = parseContentPicture(path);
  return content ? renderScene(content) : null;
}
