import { type Drawer, entry, splitVariant } from "./drawing";
import { printOf } from "./prints";
import { CX, type Fabric, fabric, floorShadow, fold, piece, stroke, symmetric } from "./svg-kit";

interface SkirtCut {
  hem: number;
  /** Half the hem width. */
  flare: number;
  pleats?: boolean;
  slit?: boolean;
  wrap?: boolean;
  tiers?: boolean;
}

const CUTS: Record<string, SkirtCut> = {
  midi: { hem: 1000, flare: 235 },
  pleated: { hem: 1010, flare: 250, pleats: true },
  pencil: { hem: 900, flare: 128, slit: true },
  wrap: { hem: 990, flare: 225, wrap: true },
  mini: { hem: 660, flare: 178 },
  maxi: { hem: 1090, flare: 262, tiers: true },
};

function outline(c: SkirtCut): string {
  const xh = CX + c.flare;
  const x1 = CX + c.flare * 0.5;
  const hip: [number, number] = c.slit ? [552, 470] : [548, 440];
  return symmetric(
    [CX, 290],
    [
      [[506, 290]],
      [[510, 338]],
      [[530, 370], [hip[0], 400], hip],
      [
        [hip[0] + 10, 560],
        [xh - 20, c.hem - 200],
        [xh, c.hem],
      ],
      [
        [xh - 35, c.hem + 12],
        [x1 + 45, c.hem - 2],
        [x1, c.hem + 8],
      ],
      [
        [x1 - 40, c.hem + 16],
        [CX + 30, c.hem + 4],
        [CX, c.hem + 10],
      ],
    ],
  );
}

function details(c: SkirtCut, f: Fabric): string {
  let out = piece(`M344 290L506 290L510 338Q${CX} 346 340 338Z`, f);
  const count = c.pleats ? 9 : 2;
  for (let k = -count; k <= count; k++) {
    if (k === 0 && !c.pleats) continue;
    const top = CX + (k * 80) / count;
    const bottom = CX + (k * c.flare * 0.86) / count;
    const d = `M${top} 352C${top} 500 ${bottom} ${c.hem - 200} ${bottom} ${c.hem - 6}`;
    out += c.pleats ? stroke(d, k % 2 ? f.fold : f.glow, 3, 0.4) : fold(d, f, c.slit ? 0.5 : 1);
  }
  if (c.slit) out += stroke(`M${CX} ${c.hem - 130}V${c.hem + 6}`, f.deep, 5, 0.8);
  if (c.wrap) {
    out += stroke(`M470 338C450 520 400 800 372 ${c.hem + 8}`, f.line, 3, 0.55);
    out += piece("M500 344C520 400 528 470 522 540L540 544C548 470 540 396 516 340Z", f);
    out += piece("M506 346C536 390 560 440 566 500L584 494C576 430 548 380 518 340Z", f);
  }
  if (c.tiers) {
    // Tier seams run edge to edge; the skirt's own outline trims them.
    const tiers = [560, 800]
      .map((y) => stroke(`M100 ${y}Q${CX} ${y + 14} 750 ${y}`, f.fold, 3, 0.45))
      .join("");
    out += `<clipPath id="${f.id}c"><path d="${outline(c)}"/></clipPath><g clip-path="url(#${f.id}c)">${tiers}</g>`;
  }
  return out;
}

export const drawSkirt: Drawer = (variant, hex, id) => {
  const { cut, print } = splitVariant(variant);
  const c = entry(CUTS, cut);
  if (!c || (print && print !== "floral" && print !== "dots")) return null;
  const f = fabric(id, hex);
  const p = printOf(print, f);
  return {
    defs: f.defs + (p?.defs ?? ""),
    body:
      floorShadow(CX, c.hem + 70, c.flare + 60, 22, 0.6) +
      piece(outline(c), f, p?.fill) +
      details(c, f),
    focus: [CX, 420],
    zoom: 1.8,
  };
};
