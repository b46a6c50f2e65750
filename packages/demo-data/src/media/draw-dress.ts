import { type Drawer, entry, splitVariant } from "./drawing";
import { belt, collar, type Sleeve, sleeve } from "./dress-parts";
import { printOf } from "./prints";
import {
  CX,
  type Fabric,
  fabric,
  floorShadow,
  fold,
  type Pt,
  piece,
  type Seg,
  sleevePair,
  stroke,
  symmetric,
} from "./svg-kit";

type Neck = "round" | "v" | "square" | "collar";

interface DressCut {
  neck: Neck;
  sleeve: Sleeve;
  waist: number;
  hem: number;
  /** Half the hem width. */
  flare: number;
  belt?: boolean;
  placket?: boolean;
  knit?: boolean;
  wrap?: boolean;
}

const CUTS: Record<string, DressCut> = {
  midi: { neck: "round", sleeve: "short", waist: 500, hem: 1010, flare: 215 },
  maxi: { neck: "v", sleeve: "strap", waist: 490, hem: 1090, flare: 230 },
  wrap: { neck: "v", sleeve: "long", waist: 500, hem: 1000, flare: 205, belt: true, wrap: true },
  shirt: {
    neck: "collar",
    sleeve: "short",
    waist: 500,
    hem: 990,
    flare: 190,
    belt: true,
    placket: true,
  },
  summer: { neck: "square", sleeve: "puff", waist: 480, hem: 960, flare: 240 },
  knit: { neck: "round", sleeve: "long", waist: 520, hem: 1000, flare: 150, knit: true },
  mini: { neck: "round", sleeve: "puff", waist: 480, hem: 770, flare: 190 },
};

/** The neckline from the centre front up to the neck point, and that neck point. */
function neckline(neck: Neck): { start: Pt; segs: Seg[] } {
  switch (neck) {
    case "round":
      return {
        start: [CX, 252],
        segs: [
          [
            [458, 252],
            [478, 226],
            [481, 190],
          ],
        ],
      };
    case "v":
      return { start: [CX, 370], segs: [[[481, 190]]] };
    case "square":
      return { start: [CX, 288], segs: [[[492, 288]], [[494, 192]]] };
    case "collar":
      return {
        start: [CX, 238],
        segs: [
          [
            [452, 238],
            [474, 218],
            [480, 190],
          ],
        ],
      };
  }
}

/** The skirt from the waist to the hem, then a softly waved hem back to the centre. */
function skirt(c: DressCut, fromX: number): Seg[] {
  const xh = CX + c.flare;
  const x1 = CX + c.flare * 0.5;
  const { waist, hem } = c;
  const side: Seg = c.knit
    ? [
        [fromX + 10, waist + 80],
        [xh - 10, hem - 260],
        [xh, hem],
      ]
    : [
        [fromX + 14, waist + 60],
        [xh - 40, hem - 260],
        [xh, hem],
      ];
  return [
    side,
    [
      [xh - 35, hem + 14],
      [x1 + 45, hem - 2],
      [x1, hem + 9],
    ],
    [
      [x1 - 40, hem + 18],
      [CX + 30, hem + 4],
      [CX, hem + 11],
    ],
  ];
}

function body(c: DressCut): string {
  if (c.sleeve === "strap") {
    return symmetric(
      [CX, 350],
      [
        [
          [452, 322],
          [488, 298],
          [512, 296],
        ],
        [
          [530, 294],
          [546, 298],
          [550, 304],
        ],
        [
          [548, 370],
          [524, c.waist - 70],
          [517, c.waist],
        ],
        ...skirt(c, 517),
      ],
    );
  }
  const neck = neckline(c.neck);
  return symmetric(neck.start, [
    ...neck.segs,
    [[560, 212]],
    [
      [553, 250],
      [541, 290],
      [543, 326],
    ],
    [
      [541, 390],
      [520, c.waist - 60],
      [517, c.waist],
    ],
    ...skirt(c, 517),
  ]);
}

function details(c: DressCut, f: Fabric): string {
  let out = "";
  const { waist, hem, flare } = c;
  for (const k of [-2, -1, 1, 2]) {
    const top = CX + k * 34;
    const bottom = CX + k * flare * 0.4;
    out += fold(
      `M${top} ${waist + 50}C${top + k * 8} ${waist + 200} ${bottom - k * 12} ${hem - 220} ${bottom} ${hem - 12}`,
      f,
      c.knit ? 0.6 : 1,
    );
  }
  out += stroke(`M333 ${waist}Q${CX} ${waist + 10} 517 ${waist}`, f.fold, 2.5, 0.4);
  if (c.sleeve === "strap") {
    // Each strap loops over the shoulder: the back half darker, behind the bodice.
    out += stroke("M496 300C492 240 488 196 478 186C470 180 462 196 458 300", f.deep, 9, 1);
    out += stroke("M354 300C358 240 362 196 372 186C380 180 388 196 392 300", f.deep, 9, 1);
    out += stroke(
      "M500 298C496 240 490 200 480 185M350 298C354 240 360 200 370 185",
      f.fill,
      10,
      1,
    );
  }
  if (c.sleeve === "puff") {
    for (const x of [588, 606, 624]) out += stroke(`M${x} 372l4 -26`, f.fold, 3, 0.35);
    for (const x of [262, 244, 226]) out += stroke(`M${x} 372l-4 -26`, f.fold, 3, 0.35);
  }
  if (c.wrap) {
    out += stroke(`M481 190C470 300 410 420 352 ${waist}`, f.line, 3, 0.55);
    out += stroke(
      `M352 ${waist}C352 ${waist + 180} 336 ${hem - 260} 300 ${hem + 8}`,
      f.line,
      3,
      0.5,
    );
    out += fold(`M372 ${waist + 40}C372 ${waist + 200} 352 ${hem - 240} 330 ${hem - 20}`, f, 0.8);
  }
  if (c.placket) {
    out += stroke(`M415 240V${waist - 16}M435 240V${waist - 16}`, f.fold, 2, 0.45);
    for (let y = 272; y < waist - 20; y += 58)
      out += `<circle cx="${CX}" cy="${y}" r="7" fill="${f.glow}" stroke="${f.line}" stroke-width="1.5"/>`;
  }
  if (c.belt) out += belt(waist, f);
  if (c.knit) {
    for (let x = CX - c.flare + 12; x < CX + c.flare; x += 13)
      out += stroke(`M${x} ${hem - 38}V${hem + 2}`, f.fold, 2, 0.28);
    out += stroke("M612 610L668 600M238 610L182 600", f.fold, 3, 0.4);
  }
  return out;
}

export const drawDress: Drawer = (variant, hex, id) => {
  const { cut, print } = splitVariant(variant);
  const c = entry(CUTS, cut);
  if (!c || (print && print !== "floral" && print !== "dots")) return null;
  const f = fabric(id, hex);
  const p = printOf(print, f);
  const inner =
    c.sleeve === "strap"
      ? `M356 300Q${CX} 276 494 300L494 400L356 400Z`
      : `M369 190Q${CX} 208 481 190L490 320L360 320Z`;
  const s = sleeve(c.sleeve);
  const sleeves = s ? sleevePair(s.start, s.segs, f, p?.fill) : "";
  return {
    defs: f.defs + (p?.defs ?? ""),
    body:
      floorShadow(CX, c.hem + 70, c.flare + 60, 22, 0.7) +
      `<path d="${inner}" fill="${f.deep}"/>` +
      sleeves +
      piece(body(c), f, p?.fill) +
      details(c, f) +
      (c.neck === "collar" ? collar(f) : ""),
    focus: [CX, c.sleeve === "strap" ? 420 : 380],
    zoom: 2,
  };
};
