import { type Drawer, entry } from "./drawing";
import { CX, type Fabric, fabric, floorShadow, goldDefs, piece, stroke } from "./svg-kit";

/** Stitching just inside an edge. */
const stitch = (d: string, f: Fabric) => stroke(d, f.glow, 2.5, 0.55, "8 6");
const gold = (d: string, width: number) => stroke(d, "url(#gold)", width, 1);
const handle = (d: string, f: Fabric, width: number) =>
  stroke(d, f.line, width + 4, 0.5) +
  stroke(d, f.base, width, 1) +
  stroke(d, f.glow, width / 4, 0.35);

const BAGS: Record<
  string,
  { draw: (f: Fabric) => string; floor: number; focus: [number, number] }
> = {
  shoulder: {
    floor: 880,
    focus: [CX, 700],
    draw: (f) =>
      handle("M278 600C270 300 580 300 572 600", f, 22) +
      piece(
        "M262 600Q262 576 290 572L560 572Q588 576 588 600L600 850Q600 880 570 880L280 880Q250 880 250 850Z",
        f,
      ) +
      piece(
        "M262 600Q262 576 290 572L560 572Q588 576 588 600L592 720Q530 770 425 772Q320 770 258 720Z",
        f,
      ) +
      stitch("M276 600L574 600M270 712Q330 752 425 754Q520 752 580 712", f) +
      gold("M425 740V770", 10) +
      `<circle cx="${CX}" cy="778" r="14" fill="none" stroke="url(#gold)" stroke-width="6"/>` +
      gold("M272 600L268 570M578 600L582 570", 8),
  },
  tote: {
    floor: 940,
    focus: [CX, 560],
    draw: (f) =>
      handle("M330 500C330 300 520 300 520 500", { ...f, base: f.deep }, 24) +
      piece("M262 480L588 480L630 910Q630 940 600 940L250 940Q220 940 220 910Z", f) +
      handle("M310 480C310 270 540 270 540 480", f, 24) +
      stitch("M272 500L578 500M236 910L614 910", f) +
      gold("M310 490V470M540 490V470", 12),
  },
  crossbody: {
    floor: 840,
    focus: [CX, 700],
    draw: (f) =>
      handle("M300 640L425 190L550 640", f, 12) +
      piece(
        "M290 630Q290 610 310 610L540 610Q560 610 560 630L566 820Q566 840 546 840L304 840Q284 840 284 820Z",
        f,
      ) +
      piece("M290 630Q290 610 310 610L540 610Q560 610 560 630L562 730L288 730Z", f) +
      stitch("M300 720L550 720M300 626L550 626", f) +
      `<rect x="410" y="714" width="30" height="34" rx="4" fill="url(#gold)"/>`,
  },
  bucket: {
    floor: 920,
    focus: [CX, 560],
    draw: (f) =>
      handle("M300 520C290 240 560 240 550 520", f, 18) +
      `<ellipse cx="${CX}" cy="520" rx="150" ry="34" fill="${f.deep}"/>` +
      piece("M275 520Q425 556 575 520L606 880Q606 920 560 920L290 920Q244 920 244 880Z", f) +
      stroke("M275 540Q425 580 575 540", f.fold, 8, 0.5) +
      stroke("M330 560L340 620M380 566L384 626M470 566L466 626M520 560L510 620", f.fold, 3, 0.4) +
      gold("M412 570L400 660M438 570L452 664", 5) +
      `<circle cx="400" cy="668" r="9" fill="url(#gold)"/><circle cx="452" cy="672" r="9" fill="url(#gold)"/>`,
  },
  clutch: {
    floor: 820,
    focus: [CX, 690],
    draw: (f) =>
      piece(
        "M220 600Q220 580 240 580L610 580Q630 580 630 600L630 800Q630 820 610 820L240 820Q220 820 220 800Z",
        f,
      ) +
      piece("M220 600Q220 580 240 580L610 580Q630 580 630 600L440 730Q425 740 410 730Z", f) +
      stitch("M236 600L425 722L614 600", f) +
      `<circle cx="${CX}" cy="726" r="12" fill="url(#gold)"/>`,
  },
  belt: {
    floor: 780,
    focus: [CX, 660],
    draw: (f) =>
      handle("M120 600Q425 560 730 600", { ...f, base: f.deep }, 16) +
      `<rect x="170" y="578" width="34" height="40" rx="5" fill="none" stroke="url(#gold)" stroke-width="6"/>` +
      piece("M270 600Q425 560 580 600Q610 680 560 740Q425 780 290 740Q240 680 270 600Z", f) +
      stroke("M288 640Q425 610 562 640", f.deep, 5, 0.8) +
      gold("M288 640Q425 610 562 640", 2) +
      `<rect x="548" y="628" width="12" height="26" rx="3" fill="url(#gold)"/>` +
      stitch("M296 720Q425 752 554 720", f),
  },
};

export const drawBag: Drawer = (variant, hex, id) => {
  const bag = entry(BAGS, variant);
  if (!bag) return null;
  const f = fabric(id, hex);
  // Drawn small for clarity, shown larger: scaled about the middle of the canvas.
  const s = 1.25;
  const at = (y: number) => 700 + (y - 700) * s;
  return {
    defs: f.defs + goldDefs("gold"),
    body:
      `<g transform="translate(${CX} 700) scale(${s}) translate(${-CX} -700)">` +
      `${floorShadow(CX, bag.floor + 4, 250, 24)}${bag.draw(f)}</g>`,
    focus: [CX, at(bag.focus[1])],
    zoom: 1.6,
  };
};
