import type { Drawer } from "./drawing";
import { type ShoeProfile, SOLE, shoePair, solePiece } from "./shoe-pair";
import { type Fabric, piece, stroke } from "./svg-kit";

const UPPER =
  "M2 -34C0 -74 40 -102 110 -110C180 -118 238 -130 284 -142C304 -146 318 -130 350 -124C400 -118 470 -120 512 -128C528 -110 530 -70 526 -36L20 -24C8 -24 2 -28 2 -34Z";
/** The opening, where the lining and insole show. */
const OPENING = "M288 -142C350 -166 470 -158 514 -128C470 -120 350 -118 288 -142Z";

function sole(chunky: boolean): string {
  return chunky
    ? "M-4 -30C-8 -50 8 -58 30 -58L530 -62L532 -8C532 -2 526 0 518 0L24 0C4 0 -2 -12 -4 -30Z"
    : "M4 -30C-2 -18 6 -4 24 -2L300 0C360 -2 400 -14 430 -22L528 -24L530 -42L20 -36C10 -36 5 -34 4 -30Z";
}

function trim(variant: string, f: Fabric): string {
  let out = stroke("M40 -98C100 -138 220 -146 282 -140", f.deep, 3, 0.5, "6 5");
  if (variant === "penny" || variant === "chunky") {
    out += piece("M214 -100L296 -130L300 -150L212 -126Z", f);
    out += `<ellipse cx="258" cy="-124" rx="20" ry="5" fill="${f.deep}" transform="rotate(-18 258 -124)"/>`;
  }
  if (variant === "horsebit") {
    out += stroke("M232 -122L296 -146", "url(#gold)", 8, 1);
    out += `<circle cx="228" cy="-120" r="12" fill="none" stroke="url(#gold)" stroke-width="6"/>`;
    out += `<circle cx="300" cy="-148" r="12" fill="none" stroke="url(#gold)" stroke-width="6"/>`;
  }
  if (variant === "moccasin") {
    out += stroke(
      "M300 -146C280 -118 296 -96 318 -100M300 -146C330 -118 338 -94 354 -98",
      f.deep,
      4,
      0.9,
    );
    out += `<circle cx="300" cy="-146" r="6" fill="${f.deep}"/>`;
  }
  return out;
}

const TREAD =
  "M40 -2V-16M90 -2V-16M140 -2V-16M190 -2V-16M240 -2V-16M290 -2V-16M340 -2V-16M390 -2V-16M440 -2V-16M490 -2V-16";
const HEEL = "M430 -26L528 -28L526 0L434 0Z";

export const drawLoafer: Drawer = (variant, hex, id) => {
  if (!["penny", "horsebit", "chunky", "moccasin"].includes(variant)) return null;
  const chunky = variant === "chunky";
  const lift = chunky ? -30 : -6;
  const profile: ShoeProfile = (f) =>
    (chunky ? "" : solePiece(HEEL, SOLE.dark)) +
    `<g transform="translate(0 ${lift})">` +
    `<path d="${OPENING}" fill="#c9a57c"/><path d="${OPENING}" fill="${f.deep}" fill-opacity=".35"/>` +
    piece(UPPER, f) +
    stroke("M60 -92C120 -116 200 -122 250 -130", f.glow, 8, 0.25) +
    trim(variant, f) +
    `</g>` +
    solePiece(sole(chunky), SOLE.dark) +
    (chunky ? stroke(TREAD, "#000", 4, 0.4) : "");
  return shoePair(profile, hex, id, { scale: 1.15, ground: 700, focus: [240, -110] });
};
