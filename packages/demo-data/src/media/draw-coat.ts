import { type Drawer, entry } from "./drawing";
import {
  backPiece,
  CX,
  type Fabric,
  fabric,
  floorShadow,
  fold,
  goldDefs,
  mirrored,
  piece,
  piecePair,
  type Seg,
  shape,
  sleevePair,
  stroke,
  symmetric,
} from "./svg-kit";

interface CoatCut {
  hem: number;
  front: "single" | "double" | "toggle" | "zip" | "wrap";
  collar: "notch" | "shawl" | "hood" | "stand";
  belt: "tie" | "buckle" | null;
  texture: "teddy" | "quilt" | null;
  /** Half the hem width. */
  flare: number;
}

const CUTS: Record<string, CoatCut> = {
  wrap: { hem: 1040, front: "wrap", collar: "shawl", belt: "tie", texture: null, flare: 190 },
  trench: {
    hem: 1040,
    front: "double",
    collar: "notch",
    belt: "buckle",
    texture: null,
    flare: 200,
  },
  duffel: { hem: 900, front: "toggle", collar: "hood", belt: null, texture: null, flare: 185 },
  teddy: { hem: 880, front: "single", collar: "shawl", belt: null, texture: "teddy", flare: 190 },
  puffer: { hem: 900, front: "zip", collar: "stand", belt: null, texture: "quilt", flare: 195 },
  peacoat: { hem: 820, front: "double", collar: "notch", belt: null, texture: null, flare: 175 },
  long: { hem: 1060, front: "single", collar: "notch", belt: null, texture: null, flare: 185 },
};

function outline(c: CoatCut): string {
  const xh = CX + c.flare;
  return symmetric(
    [CX, 232],
    [
      [
        [452, 232],
        [474, 214],
        [484, 186],
      ],
      [[596, 224]],
      [
        [586, 270],
        [574, 310],
        [574, 352],
      ],
      [
        [570, 460],
        [562, 560],
        [566, 640],
      ],
      [
        [572, 760],
        [xh - 8, c.hem - 120],
        [xh, c.hem],
      ],
      [
        [xh - 60, c.hem + 8],
        [CX + 60, c.hem + 8],
        [CX, c.hem + 8],
      ],
    ],
  );
}

const SLEEVE: Seg[] = [
  [
    [630, 232],
    [650, 262],
    [656, 300],
  ],
  [[682, 770]],
  [
    [660, 784],
    [634, 790],
    [612, 786],
  ],
  [[574, 356]],
];

function lapels(c: CoatCut, f: Fabric): string {
  const deep = `M372 190Q${CX} 214 478 190L${CX} 480Z`;
  if (c.collar === "stand") {
    return piece(`M358 176Q${CX} 166 492 176L494 222Q${CX} 236 356 222Z`, f);
  }
  if (c.collar === "hood") return `<path d="${deep}" fill="${f.deep}"/>`;
  const lapel: Seg[] =
    c.collar === "shawl"
      ? [
          [
            [520, 210],
            [530, 330],
            [CX + 6, 482],
          ],
          [
            [470, 330],
            [466, 240],
            [482, 190],
          ],
        ]
      : [[[514, 206]], [[506, 262]], [[532, 292]], [[CX + 6, 482]], [[470, 196]]];
  return (
    `<path d="${deep}" fill="${f.deep}"/>` +
    piecePair([482, 188], lapel, f) +
    stroke(shape([482, 188], lapel), f.glow, 2, 0.35)
  );
}

function front(c: CoatCut, f: Fabric): string {
  const button = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="11" fill="${f.deep}"/><circle cx="${x - 2}" cy="${y - 2}" r="8" fill="${f.glow}" opacity=".5"/>`;
  let out = "";
  switch (c.front) {
    case "single":
      out += stroke(`M${CX + 6} 482V${c.hem + 6}`, f.line, 3, 0.55);
      for (let y = 540; y < c.hem - 120; y += 110) out += button(CX - 14, y);
      break;
    case "double":
      out += stroke(`M388 470V${c.hem + 6}`, f.line, 3, 0.55);
      for (let y = 530; y < Math.min(c.hem - 100, 760); y += 100)
        out += button(462, y) + button(388 + 14, y);
      break;
    case "wrap":
      out += stroke(`M${CX + 6} 482C410 640 392 820 380 ${c.hem + 6}`, f.line, 3, 0.55);
      break;
    case "zip":
      out += stroke(`M${CX} 210V${c.hem + 6}`, f.line, 4, 0.7);
      out += stroke(`M${CX} 210V${c.hem + 6}`, "#c9a45a", 2, 0.8, "2 4");
      break;
    case "toggle":
      out += stroke(`M${CX + 6} 470V${c.hem + 6}`, f.line, 3, 0.55);
      for (let y = 540; y < c.hem - 80; y += 105) {
        out += stroke(`M450 ${y}H478M372 ${y}H400`, "#3b2f25", 4, 0.8);
        out += `<rect x="398" y="${y - 8}" width="54" height="16" rx="8" fill="#e3d4b5" stroke="#8c7550" stroke-width="2"/>`;
      }
      break;
  }
  return out;
}

function belt(c: CoatCut, f: Fabric): string {
  if (!c.belt) return "";
  const y = 600;
  let out = piece(
    `M256 ${y - 18}Q${CX} ${y - 8} 594 ${y - 18}L594 ${y + 18}Q${CX} ${y + 28} 256 ${y + 18}Z`,
    f,
  );
  if (c.belt === "buckle") {
    out += `<rect x="350" y="${y - 24}" width="50" height="56" rx="6" fill="none" stroke="url(#gold)" stroke-width="8"/>`;
    out += piece(
      `M360 ${y}C350 ${y + 80} 344 ${y + 150} 340 ${y + 210}L364 ${y + 212}C368 ${y + 150} 372 ${y + 80} 376 ${y + 4}Z`,
      f,
    );
  } else {
    out += piece(
      `M392 ${y + 2}C380 ${y + 80} 372 ${y + 160} 362 ${y + 220}L384 ${y + 222}C392 ${y + 160} 398 ${y + 80} 404 ${y + 4}Z`,
      f,
    );
    out += piece(
      `M404 ${y + 4}C418 ${y + 70} 428 ${y + 130} 440 ${y + 180}L420 ${y + 184}C408 ${y + 130} 398 ${y + 70} 392 ${y + 2}Z`,
      f,
    );
    out += `<ellipse cx="398" cy="${y + 2}" rx="20" ry="22" fill="${f.fill}" stroke="${f.line}" stroke-opacity=".6" stroke-width="2"/>`;
  }
  return out;
}

function texture(c: CoatCut, f: Fabric, d: string): { defs: string; body: string } {
  if (c.texture === "teddy") {
    const id = `${f.id}t`;
    return {
      defs:
        `<pattern id="${id}" width="22" height="22" patternUnits="userSpaceOnUse">` +
        `<circle cx="6" cy="6" r="5" fill="${f.glow}" opacity=".35"/><circle cx="17" cy="15" r="5" fill="${f.fold}" opacity=".25"/></pattern>`,
      body: `<path d="${d}" fill="url(#${id})"/>`,
    };
  }
  if (c.texture === "quilt") {
    let lines = "";
    for (let y = 300; y < c.hem - 30; y += 92) {
      lines += stroke(`M160 ${y}Q${CX} ${y + 16} 690 ${y}`, f.fold, 5, 0.45);
      lines += stroke(`M160 ${y + 12}Q${CX} ${y + 28} 690 ${y + 12}`, f.glow, 6, 0.2);
    }
    const id = `${f.id}q`;
    return {
      defs: `<clipPath id="${id}"><path d="${d}"/><path d="${shape([596, 224], SLEEVE)}"/><path d="${mirrored([596, 224], SLEEVE)}"/></clipPath>`,
      body: `<g clip-path="url(#${id})">${lines}</g>`,
    };
  }
  return { defs: "", body: "" };
}

export const drawCoat: Drawer = (variant, hex, id) => {
  const c = entry(CUTS, variant);
  if (!c) return null;
  const f = fabric(id, hex);
  const d = outline(c);
  const t = texture(c, f, d);
  const hood =
    c.collar === "hood"
      ? backPiece(`M344 226C346 160 504 160 506 226C474 200 376 200 344 226Z`, f)
      : "";
  const pockets = stroke(
    `M482 ${c.hem - 240}L560 ${c.hem - 246}M368 ${c.hem - 240}L290 ${c.hem - 246}`,
    f.line,
    3,
    0.5,
  );
  return {
    defs: f.defs + t.defs + goldDefs("gold"),
    body:
      floorShadow(CX, c.hem + 70, c.flare + 90, 22, 0.7) +
      hood +
      sleevePair([596, 224], SLEEVE, f) +
      stroke("M668 730L616 738M182 730L234 738", f.fold, 3, 0.4) +
      piece(d, f) +
      t.body +
      fold(`M520 660C526 800 540 900 548 ${c.hem - 20}`, f, 0.7) +
      fold(`M330 660C324 800 312 900 304 ${c.hem - 20}`, f, 0.7) +
      lapels(c, f) +
      front(c, f) +
      (c.texture === "quilt" ? "" : pockets) +
      belt(c, f),
    focus: [CX, 420],
    zoom: 1.9,
  };
};
