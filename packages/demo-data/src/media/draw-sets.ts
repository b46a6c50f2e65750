import { mix } from "./colour-mix";
import { compose } from "./compose";
import type { Drawer } from "./drawing";
import { CX, floorShadow } from "./svg-kit";

/** Gift set: a perfume and a clutch in front of a linen gift box tied with a ribbon in the set's colour. */
export const drawGiftSet: Drawer = (variant, hex, id) => {
  if (variant !== "set") return null;
  const items = compose(
    [
      { kind: "bag", variant: "clutch", hex, x: 520, y: 830, scale: 0.72 },
      { kind: "perfume", variant: "square", hex: "e8a7b0", x: 290, y: 760, scale: 0.66 },
    ],
    id,
  );
  const ribbon = `#${hex}`;
  const ribbonDark = mix(hex, "000000", 0.25);
  return {
    defs: items.defs,
    body:
      floorShadow(CX, 1000, 360, 30) +
      `<rect x="180" y="430" width="490" height="430" rx="8" fill="#e6dccb" stroke="#c9bca5" stroke-width="2"/>` +
      `<rect x="180" y="430" width="490" height="60" fill="#000" opacity=".05"/>` +
      `<rect x="402" y="430" width="46" height="430" fill="${ribbon}"/>` +
      `<rect x="180" y="610" width="490" height="40" fill="${ribbon}"/>` +
      `<path d="M425 432C370 350 320 380 350 420C370 446 410 440 425 432C440 440 480 446 500 420C530 380 480 350 425 432Z" fill="${ribbon}" stroke="${ribbonDark}" stroke-width="2"/>` +
      `<circle cx="425" cy="430" r="16" fill="${ribbonDark}"/>` +
      items.body,
    focus: [CX, 700],
    zoom: 1.5,
  };
};

/** Complete look: cardigan, pleated skirt, bag and loafers laid out together. */
export const drawLook: Drawer = (variant, hex, id) => {
  if (variant !== "look") return null;
  const items = compose(
    [
      { kind: "skirt", variant: "pleated", hex: "27324f", x: 560, y: 700, scale: 0.62 },
      { kind: "cardigan", variant: "classic", hex, x: 300, y: 480, scale: 0.62 },
      { kind: "bag", variant: "crossbody", hex: "b3834f", x: 270, y: 900, scale: 0.5 },
      { kind: "loafer", variant: "penny", hex: "2a2726", x: 600, y: 1010, scale: 0.45 },
    ],
    id,
  );
  return { defs: items.defs, body: items.body, focus: [CX, 560], zoom: 1.5 };
};
