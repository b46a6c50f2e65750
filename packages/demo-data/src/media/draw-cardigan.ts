import { type Drawer, entry } from "./drawing";
import {
  CX,
  type Fabric,
  fabric,
  floorShadow,
  type Pt,
  piece,
  type Seg,
  sleevePair,
  stroke,
  symmetric,
} from "./svg-kit";

interface CardiganCut {
  hem: number;
  /** Shoulder point; dropped shoulders sit lower and wider. */
  shoulder: Pt;
  /** Half the body width at the hem. */
  width: number;
  cable?: boolean;
  pockets?: boolean;
}

const CUTS: Record<string, CardiganCut> = {
  classic: { hem: 800, shoulder: [572, 216], width: 160 },
  long: { hem: 1010, shoulder: [572, 216], width: 170, pockets: true },
  cable: { hem: 800, shoulder: [574, 216], width: 165, cable: true },
  cropped: { hem: 650, shoulder: [566, 216], width: 150 },
  oversized: { hem: 830, shoulder: [626, 262], width: 200 },
};

function outline(c: CardiganCut): string {
  const [sx, sy] = c.shoulder;
  const xh = CX + c.width;
  return symmetric(
    [CX, 236],
    [
      [
        [452, 236],
        [474, 214],
        [482, 188],
      ],
      [[sx, sy]],
      [
        [sx - 8, sy + 50],
        [sx - 16, sy + 100],
        [sx - 14, sy + 140],
      ],
      [
        [sx - 14, sy + 300],
        [xh, c.hem - 200],
        [xh, c.hem],
      ],
      [[CX + 60, c.hem + 6]],
      [[CX, c.hem + 6]],
    ],
  );
}

function sleeve(c: CardiganCut): Seg[] {
  const [sx, sy] = c.shoulder;
  return [
    [
      [sx + 36, sy + 8],
      [sx + 56, sy + 40],
      [sx + 62, sy + 80],
    ],
    [[sx + 92, 760]],
    [
      [sx + 70, 774],
      [sx + 40, 778],
      [sx + 20, 774],
    ],
    [[sx - 14, sy + 140]],
  ];
}

function ribs(f: Fabric, x0: number, x1: number, y0: number, y1: number): string {
  let d = "";
  for (let x = x0 + 6; x < x1; x += 11) d += `M${x} ${y0}V${y1}`;
  return stroke(d, f.fold, 2, 0.3);
}

function front(c: CardiganCut, f: Fabric): string {
  const band = `M482 190L${CX + 10} 480V${c.hem + 4}M368 190L${CX - 10} 480`;
  let out = `<path d="M368 190Q${CX} 212 482 190L${CX} 480Z" fill="${f.deep}"/>`;
  out += stroke(band, f.line, 22, 0.25) + stroke(band, f.glow, 14, 0.3);
  for (let y = 500; y < c.hem - 40; y += 74) {
    out += `<circle cx="${CX + 10}" cy="${y}" r="9" fill="#efe6d6" stroke="#a8997f" stroke-width="2"/>`;
  }
  out += ribs(f, CX - c.width, CX + c.width, c.hem - 50, c.hem + 4);
  out += stroke(`M${CX - c.width} ${c.hem - 50}H${CX + c.width}`, f.fold, 2.5, 0.4);
  if (c.pockets) {
    for (const x of [470, 290])
      out += piece(`M${x} 760h90v100q-45 8 -90 0Z`, f) + ribs(f, x, x + 90, 760, 786);
  }
  if (c.cable) {
    for (const x of [490, 340]) {
      let d = "";
      for (let y = 520; y < c.hem - 80; y += 60)
        d += `M${x} ${y}c24 16 24 44 0 60M${x + 20} ${y}c-24 16 -24 44 0 60`;
      out += stroke(d, f.fold, 6, 0.35) + stroke(d, f.glow, 2, 0.4);
    }
  }
  return out;
}

export const drawCardigan: Drawer = (variant, hex, id) => {
  const c = entry(CUTS, variant);
  if (!c) return null;
  const f = fabric(id, hex);
  const s = sleeve(c);
  const [sx] = c.shoulder;
  const knit = `${id}k`;
  const d = outline(c);
  return {
    defs:
      f.defs +
      `<pattern id="${knit}" width="10" height="14" patternUnits="userSpaceOnUse">` +
      `<path d="M1 0L5 7L9 0" fill="none" stroke="${f.fold}" stroke-opacity=".12" stroke-width="1.5"/></pattern>`,
    body:
      floorShadow(CX, c.hem + 80, c.width + 120, 22, 0.6) +
      sleevePair(c.shoulder, s, f) +
      ribs(f, sx + 14, sx + 96, 720, 772) +
      ribs(f, 2 * CX - sx - 96, 2 * CX - sx - 14, 720, 772) +
      piece(d, f) +
      `<path d="${d}" fill="url(#${knit})"/>` +
      front(c, f),
    focus: [CX, 470],
    zoom: 1.9,
  };
};
