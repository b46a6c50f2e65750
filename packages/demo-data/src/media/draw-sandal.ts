import { type Drawer, entry } from "./drawing";
import { type ShoeProfile, SOLE, shoePair, solePiece } from "./shoe-pair";
import { type Fabric, piece, stroke } from "./svg-kit";

/**
 * A flat leather strap over the (absent) foot: it rises from the sole, runs flat where the
 * foot would be and comes down on the far side, whose inner face shows darker.
 */
function strap(f: Fabric, x0: number, x1: number, base: number, top: number, width = 30): string {
  const rise = (base + top) / 2;
  const far = `M${x1 - 8} ${base}C${x1 - 4} ${rise} ${x1 - 20} ${top + 4} ${x1 - 50} ${top + 2}`;
  const near = `M${x0} ${base}C${x0 + 6} ${rise} ${x0 + 30} ${top} ${(x0 + x1) / 2} ${top}C${x1 - 30} ${top} ${x1 - 6} ${rise} ${x1} ${base}`;
  return (
    stroke(far, f.deep, width - 4, 1) +
    `<path d="${near}" fill="none" stroke="${f.line}" stroke-width="${width + 4}" stroke-opacity=".55"/>` +
    `<path d="${near}" fill="none" stroke="${f.base}" stroke-width="${width}"/>` +
    `<path d="${near}" fill="none" stroke="${f.glow}" stroke-width="${width / 3}" stroke-opacity=".35" transform="translate(0 -${width / 4})"/>`
  );
}

/** The top of the sole seen slightly from above, lighter than its edge. */
function footbed(d: string): string {
  return `<path d="${d}" fill="#e8d5b5"/><path d="${d}" fill="none" stroke="#8a6a45" stroke-opacity=".35" stroke-width="2"/>`;
}

const FLAT_SOLE =
  "M8 -22C0 -14 4 0 22 0L500 0C516 0 524 -8 524 -18L524 -24C524 -30 516 -34 500 -34L60 -30C30 -30 14 -28 8 -22Z";
const FLAT_BED = "M10 -28C30 -52 200 -58 420 -60C490 -60 522 -48 522 -34C470 -30 100 -26 10 -28Z";
const HEELED_SOLE =
  "M6 -18C2 -8 10 0 26 0L160 0C250 -4 340 -80 420 -146L520 -156C532 -158 532 -176 520 -178L430 -168C340 -104 250 -26 160 -26L40 -28C22 -28 10 -26 6 -18Z";
const HEELED_BED =
  "M8 -24C20 -46 120 -50 170 -48C260 -52 350 -130 430 -188C480 -200 526 -192 524 -176L430 -166C340 -102 250 -26 160 -26Z";
const PLATFORM_SOLE =
  "M2 -40C0 -62 20 -70 52 -70L210 -74C310 -84 410 -112 522 -122L526 -10C526 -4 520 0 512 0L34 0C12 0 2 -16 2 -40Z";
const PLATFORM_BED =
  "M4 -64C30 -92 200 -96 280 -100C380 -112 480 -144 524 -130L522 -122C410 -112 310 -84 210 -74L52 -70C20 -70 6 -66 4 -64Z";

function ankleStrap(f: Fabric, cx: number, cy: number, back: number): string {
  return (
    stroke(
      `M${back} ${cy + 170}C${back - 4} ${cy + 100} ${back - 14} ${cy + 40} ${back - 26} ${cy}`,
      f.base,
      24,
      1,
    ) +
    stroke(
      `M${back} ${cy + 170}C${back - 4} ${cy + 100} ${back - 14} ${cy + 40} ${back - 26} ${cy}`,
      f.line,
      2,
      0.4,
    ) +
    `<ellipse cx="${cx}" cy="${cy}" rx="70" ry="20" fill="none" stroke="${f.deep}" stroke-width="14"/>` +
    stroke(
      `M${cx - 70} ${cy}C${cx - 60} ${cy + 22} ${cx + 60} ${cy + 22} ${cx + 70} ${cy}`,
      f.base,
      15,
      1,
    ) +
    `<rect x="${cx - 86}" y="${cy - 14}" width="26" height="28" rx="4" fill="none" stroke="url(#gold)" stroke-width="6"/>`
  );
}

const flat: ShoeProfile = (f) =>
  solePiece(FLAT_SOLE, SOLE.natural) +
  footbed(FLAT_BED) +
  strap(f, 36, 200, -40, -112) +
  strap(f, 230, 360, -46, -150, 26) +
  ankleStrap(f, 430, -210, 506);

const heeled: ShoeProfile = (f) =>
  solePiece("M432 -160L516 -168L506 0L446 0Z", f.deep) +
  solePiece(HEELED_SOLE, SOLE.natural) +
  footbed(HEELED_BED) +
  strap(f, 30, 190, -36, -106) +
  ankleStrap(f, 440, -340, 520);

const platform: ShoeProfile = (f) =>
  solePiece(PLATFORM_SOLE, SOLE.jute) +
  stroke("M20 -50L300 -58M16 -28L522 -34", "#b99f72", 2, 0.7, "10 6") +
  footbed(PLATFORM_BED) +
  strap(f, 40, 220, -80, -160, 34) +
  strap(f, 260, 400, -92, -200, 30) +
  ankleStrap(f, 440, -300, 516);

const espadrille: ShoeProfile = (f) =>
  solePiece(
    "M4 -30C0 -44 14 -52 40 -52L504 -52C520 -52 526 -42 526 -30L526 -14C526 -4 518 0 506 0L26 0C10 0 4 -10 4 -30Z",
    SOLE.jute,
  ) +
  stroke("M18 -40H512M18 -26H514M20 -12H512", "#a88d60", 3, 0.6, "12 7") +
  `<path d="M262 -150C330 -176 460 -170 500 -140C440 -128 330 -128 262 -150Z" fill="#e8d5b5"/>` +
  piece(
    "M12 -52C10 -120 90 -156 200 -156L262 -150C320 -128 410 -130 476 -140L512 -136L516 -52Z",
    f,
  ) +
  stroke("M262 -150C300 -110 400 -112 476 -140", f.deep, 6, 0.8) +
  stroke("M40 -70C60 -120 120 -146 190 -150", f.glow, 5, 0.3);

const slide: ShoeProfile = (f) =>
  solePiece(FLAT_SOLE, SOLE.natural) +
  footbed(FLAT_BED) +
  piece("M40 -34C60 -150 240 -170 300 -40Z", f) +
  stroke("M80 -70C110 -140 230 -150 270 -70", f.glow, 4, 0.35);

const PROFILES: Record<string, { draw: ShoeProfile; focus: [number, number]; ground: number }> = {
  flat: { draw: flat, focus: [260, -110], ground: 720 },
  heeled: { draw: heeled, focus: [280, -170], ground: 780 },
  platform: { draw: platform, focus: [280, -150], ground: 760 },
  espadrille: { draw: espadrille, focus: [260, -90], ground: 700 },
  slide: { draw: slide, focus: [220, -80], ground: 700 },
};

export const drawSandal: Drawer = (variant, hex, id) => {
  const p = entry(PROFILES, variant);
  if (!p) return null;
  return shoePair(p.draw, hex, id, { scale: 1.12, ground: p.ground, focus: p.focus });
};
