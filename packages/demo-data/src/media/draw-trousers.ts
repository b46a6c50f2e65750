import { type Drawer, entry } from "./drawing";
import { CX, type Fabric, fabric, floorShadow, fold, piece, stroke, symmetric } from "./svg-kit";

interface TrousersCut {
  hem: number;
  /** Outer and inner x of the right leg at the hem. */
  outer: number;
  inner: number;
  /** Outer x at the knee, for flares and tapered legs. */
  knee: number;
  pleats?: boolean;
  denim?: boolean;
}

const CUTS: Record<string, TrousersCut> = {
  wide: { hem: 1080, outer: 662, inner: 438, knee: 640 },
  slim: { hem: 1080, outer: 560, inner: 452, knee: 580 },
  culotte: { hem: 860, outer: 672, inner: 436, knee: 660 },
  pleated: { hem: 1080, outer: 628, inner: 444, knee: 620, pleats: true },
  jeans: { hem: 1080, outer: 588, inner: 448, knee: 590, denim: true },
  flared: { hem: 1090, outer: 668, inner: 430, knee: 578 },
};

function outline(c: TrousersCut): string {
  return symmetric(
    [CX, 236],
    [
      [[584, 236]],
      [[588, 284]],
      [
        [598, 330],
        [606, 390],
        [604, 440],
      ],
      [
        [602, 560],
        [c.knee, 680],
        [c.knee, 740],
      ],
      [
        [c.knee + (c.outer - c.knee) * 0.4, 880],
        [c.outer - 6, c.hem - 90],
        [c.outer, c.hem],
      ],
      [
        [c.inner + 80, c.hem + 6],
        [c.inner + 20, c.hem + 6],
        [c.inner, c.hem + 2],
      ],
      [
        [c.inner - 4, 800],
        [438, 620],
        [CX, 524],
      ],
    ],
  );
}

function details(c: TrousersCut, f: Fabric): string {
  const stitch = c.denim ? "#d2a24c" : f.fold;
  let out = piece(`M266 236L584 236L588 286Q${CX} 296 262 286Z`, f);
  for (const x of [296, 378, 472, 554]) {
    out += `<rect x="${x - 6}" y="232" width="12" height="58" rx="4" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".5" stroke-width="2"/>`;
  }
  out += stroke(
    `M446 292V430Q446 466 418 478`,
    c.denim ? stitch : f.line,
    3,
    0.6,
    c.denim ? "7 5" : undefined,
  );
  out += stroke(`M548 292Q560 360 596 404M302 292Q290 360 254 404`, f.line, 3, 0.55);
  for (const side of [1, -1]) {
    const mid = (x: number) => CX + side * (x - CX);
    const top = (CX + 600) / 2;
    const bottom = (c.outer + c.inner) / 2;
    out += fold(
      `M${mid(top)} 320C${mid(top)} 600 ${mid(bottom)} 800 ${mid(bottom)} ${c.hem - 20}`,
      f,
      c.denim ? 0.6 : 1.2,
    );
    if (c.pleats)
      out += stroke(
        `M${mid(486)} 292C${mid(488)} 360 ${mid(490)} 400 ${mid(494)} 440`,
        f.fold,
        3,
        0.5,
      );
  }
  if (c.denim) {
    out += stroke(`M296 300Q300 340 330 350M554 300Q550 340 520 350`, stitch, 2.5, 0.9, "7 5");
    out += stroke(
      `M268 ${c.hem - 26}H${CX - 26}M${CX + 26} ${c.hem - 26}H582`,
      stitch,
      2.5,
      0.9,
      "7 5",
    );
    for (const [x, y] of [
      [548, 300],
      [302, 300],
    ])
      out += `<circle cx="${x}" cy="${y}" r="5" fill="url(#gold)"/>`;
  }
  return out;
}

export const drawTrousers: Drawer = (variant, hex, id) => {
  const c = entry(CUTS, variant);
  if (!c) return null;
  const f = fabric(id, hex);
  return {
    defs: f.defs,
    body: floorShadow(CX, c.hem + 60, 300, 22, 0.6) + piece(outline(c), f) + details(c, f),
    focus: [CX, 360],
    zoom: 2,
  };
};
