import { type Drawer, entry } from "./drawing";
import { type ShoeProfile, SOLE, shoePair, solePiece } from "./shoe-pair";
import { type Fabric, piece, stroke } from "./svg-kit";

interface BootCut {
  /** Height of the shaft top (negative, up). */
  top: number;
  heel: number;
  toe: "round" | "pointed";
  lug?: boolean;
}

function upper(c: BootCut): string {
  const h = c.heel;
  const toe =
    c.toe === "pointed" ? "M-10 -30C20 -80 60 -112 110 -124" : "M20 -30C0 -64 14 -112 96 -128";
  return (
    `${toe}C176 -144 236 -174 282 -250L300 ${c.top}L492 ${c.top - 8}C494 ${c.top + 200} 500 ${-h - 140} 518 ${-h - 70}` +
    `C528 ${-h - 40} 528 ${-h - 20} 522 ${-h - 8}L430 ${-h - 8}C380 -40 330 -24 290 -24Z`
  );
}

function sole(c: BootCut): string {
  const h = c.heel;
  const t = c.lug ? 30 : 14;
  const toe = c.toe === "pointed" ? -14 : 6;
  return `M${toe} -26C${toe - 4} -12 ${toe + 8} 0 ${toe + 30} 0L330 0C370 -4 410 ${-h + 10} 432 ${-h}L432 ${-h - 10}C400 -26 340 -${t + 10} 300 -${t + 10}L${toe + 20} -${t + 14}Z`;
}

function heel(c: BootCut): string {
  const h = c.heel;
  return c.toe === "pointed"
    ? `M428 ${-h - 8}L524 ${-h - 8}L508 0L460 0Z`
    : `M428 ${-h - 8}L524 ${-h - 8}L520 0L436 0Z`;
}

function details(variant: string, c: BootCut, f: Fabric): string {
  let out = "";
  if (variant === "ankle") {
    out += piece(`M356 ${c.top - 2}L404 ${c.top - 4}L396 -250Q382 -226 366 -250Z`, {
      ...f,
      fill: f.deep,
    });
    let ribs = "";
    for (let x = 362; x < 400; x += 8) ribs += `M${x} ${c.top + 4}V-260`;
    out += stroke(ribs, "#000", 2, 0.25);
    out += stroke(
      `M470 ${c.top - 6}C468 ${c.top - 44} 490 ${c.top - 44} 488 ${c.top - 8}`,
      f.deep,
      7,
      1,
    );
  }
  if (variant === "lace") {
    let laces = "";
    for (let i = 0; i < 7; i++) {
      const y = -250 + i * ((c.top + 250) / 7);
      const x = 282 + (i * 18) / 7;
      out += `<circle cx="${x + 18}" cy="${y}" r="6" fill="url(#gold)"/>`;
      laces += `M${x + 18} ${y}L${x + 60} ${y - 30}`;
    }
    out += stroke(laces, "#efe6d6", 6, 0.9);
  }
  if (variant === "western") {
    out += stroke(
      `M330 ${c.top + 60}C380 ${c.top + 140} 440 ${c.top + 120} 470 ${c.top + 60}M340 ${c.top + 120}C390 ${c.top + 200} 440 ${c.top + 180} 466 ${c.top + 130}`,
      f.glow,
      3,
      0.5,
      "8 6",
    );
    out += stroke("M40 -80C100 -118 180 -130 240 -170", f.glow, 3, 0.45, "8 6");
  }
  if (variant === "knee")
    out += stroke(`M470 ${c.top + 10}V${-c.heel - 90}`, f.deep, 4, 0.6, "2 6");
  return out;
}

const CUTS: Record<string, BootCut> = {
  ankle: { top: -440, heel: 60, toe: "round" },
  knee: { top: -780, heel: 64, toe: "round" },
  lace: { top: -470, heel: 40, toe: "round", lug: true },
  western: { top: -620, heel: 66, toe: "pointed" },
};

export const drawBoot: Drawer = (variant, hex, id) => {
  const c = entry(CUTS, variant);
  if (!c) return null;
  const profile: ShoeProfile = (f) =>
    solePiece(heel(c), SOLE.dark) +
    piece(upper(c), f) +
    solePiece(sole(c), SOLE.dark) +
    stroke("M60 -110C120 -136 200 -150 250 -200", f.glow, 6, 0.25) +
    details(variant, c, f);
  const scale = c.top < -700 ? 0.95 : 1.05;
  const ground = 600 - (c.top * scale) / 2 + 30;
  return shoePair(profile, hex, id, { scale, ground, focus: [300, -230] });
};
