import type { Drawer } from "./drawing";
import { CX, floorShadow, stroke } from "./svg-kit";

/** A sewing pattern: paper with pattern pieces, grain lines and a tape measure. */
export const drawPatternSheet: Drawer = (variant, hex, id) => {
  if (variant !== "sheet") return null;
  const ink = `#${hex}`;
  const defs =
    `<pattern id="${id}g" width="40" height="40" patternUnits="userSpaceOnUse">` +
    `<path d="M40 0H0V40" fill="none" stroke="#9fb4c7" stroke-opacity=".35" stroke-width="1.5"/></pattern>`;
  // A cutting line with a faint band along it, like a traced pattern piece.
  const piece = (d: string) => `${stroke(d, ink, 16, 0.08)}${stroke(d, ink, 4, 0.9)}`;
  const grain = (x: number, y0: number, y1: number) =>
    stroke(
      `M${x} ${y0}V${y1}M${x - 10} ${y0 + 16}L${x} ${y0}L${x + 10} ${y0 + 16}M${x - 10} ${y1 - 16}L${x} ${y1}L${x + 10} ${y1 - 16}`,
      ink,
      3,
      0.8,
    );
  let ticks = "";
  for (let i = 0; i < 26; i++) ticks += `M${230 + i * 20} 0v${i % 5 === 0 ? 22 : 12}`;
  const body =
    floorShadow(CX, 1050, 360, 26) +
    `<g transform="rotate(-4 ${CX} 600)">` +
    `<rect x="175" y="170" width="500" height="860" fill="#fbf8f1" stroke="#d8cfbf" stroke-width="2"/>` +
    `<rect x="175" y="170" width="500" height="860" fill="url(#${id}g)"/>` +
    piece("M230 230L330 220L380 260L372 330Q350 380 360 470L240 480Q250 360 230 230Z") +
    grain(300, 280, 440) +
    piece("M420 240L600 240L640 600L390 600Z") +
    grain(515, 290, 560) +
    piece("M230 560Q300 520 370 560L390 900L220 900Z") +
    grain(305, 620, 860) +
    piece("M430 660Q530 620 630 660L610 960L450 960Z") +
    grain(540, 700, 920) +
    `</g>` +
    `<g transform="translate(120 1000) rotate(-12)">` +
    `<rect x="220" y="0" width="540" height="40" rx="4" fill="#e9c65a" stroke="#b38f2c" stroke-width="2"/>` +
    stroke(ticks, "#3b2f25", 2, 0.8) +
    `</g>`;
  return { defs, body, focus: [CX, 420], zoom: 1.7 };
};
