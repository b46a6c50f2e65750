import type { Drawing } from "./drawing";
import type { Fabric } from "./svg-kit";
import { fabric, floorShadow, goldDefs } from "./svg-kit";

/** One shoe in profile: toe at x 0, heel near x 520, standing on y 0 (up is negative). */
export type ShoeProfile = (f: Fabric) => string;

export interface PairLayout {
  /** Scale of the front shoe; the back one is a touch smaller. */
  scale: number;
  /** Floor line of the front shoe on the canvas. */
  ground: number;
  /** Detail view centre in shoe coordinates. */
  focus: [number, number];
}

/** A pair: one shoe in profile with its partner just behind it, offset to the right. */
export function shoePair(
  profile: ShoeProfile,
  hex: string,
  id: string,
  layout: PairLayout,
): Drawing {
  const front = fabric(`${id}a`, hex);
  const back = fabric(`${id}b`, hex);
  const { scale, ground } = layout;
  const x = 425 - 318 * scale;
  const backScale = scale * 0.95;
  const shoe = (f: Fabric, dx: number, dy: number, s: number, dim: boolean) =>
    `<g transform="translate(${dx} ${dy}) scale(${s})">` +
    floorShadow(270, 4, 300, 16) +
    profile(f) +
    (dim ? `<g opacity=".1">${profile(fabric(`${id}x`, "000000"))}</g>` : "") +
    `</g>`;
  return {
    defs: front.defs + back.defs + fabric(`${id}x`, "000000").defs + goldDefs("gold"),
    body:
      shoe(back, x + 105 * scale, ground - 62 * scale, backScale, true) +
      shoe(front, x, ground, scale, false),
    focus: [x + layout.focus[0] * scale, ground + layout.focus[1] * scale],
    zoom: 1.55,
  };
}

/** Leather or jute soles, whatever the colour of the upper. */
export const SOLE = {
  natural: "#c9a57c",
  jute: "#d9c39b",
  dark: "#2e2825",
} as const;

export function solePiece(d: string, colour: string): string {
  return (
    `<path d="${d}" fill="${colour}"/>` +
    `<path d="${d}" fill="#000" fill-opacity=".08"/>` +
    `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="2" stroke-linejoin="round"/>`
  );
}
