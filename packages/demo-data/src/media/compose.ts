import { drawBag } from "./draw-bag";
import { drawBoot } from "./draw-boot";
import { drawCardigan } from "./draw-cardigan";
import { drawCoat } from "./draw-coat";
import { drawDress } from "./draw-dress";
import { drawLoafer } from "./draw-loafer";
import { drawPerfume } from "./draw-perfume";
import { drawSandal } from "./draw-sandal";
import { drawSkirt } from "./draw-skirt";
import { drawTrousers } from "./draw-trousers";
import { type Drawer, entry } from "./drawing";

/** The drawers of the garment kinds, by the kind's name in picture paths. */
export const GARMENT_DRAWERS: Record<string, Drawer> = {
  dress: drawDress,
  coat: drawCoat,
  trousers: drawTrousers,
  skirt: drawSkirt,
  cardigan: drawCardigan,
  sandal: drawSandal,
  boot: drawBoot,
  loafer: drawLoafer,
  bag: drawBag,
  perfume: drawPerfume,
};

/** One product placed in a larger picture: its canvas centre lands on (x, y), scaled. */
export interface Placement {
  kind: string;
  variant: string;
  hex: string;
  x: number;
  y: number;
  scale: number;
}

/** Several products in one picture (gift set, complete look, banners). */
export function compose(
  placements: readonly Placement[],
  id: string,
): { defs: string; body: string } {
  let defs = "";
  let body = "";
  placements.forEach((p, i) => {
    const drawing = entry(GARMENT_DRAWERS, p.kind)?.(p.variant, p.hex, `${id}${i}`);
    if (!drawing) throw new Error(`No drawing for ${p.kind}/${p.variant}`);
    defs += drawing.defs;
    body += `<g transform="translate(${p.x - 425 * p.scale} ${p.y - 600 * p.scale}) scale(${p.scale})">${drawing.body}</g>`;
  });
  return { defs, body };
}
