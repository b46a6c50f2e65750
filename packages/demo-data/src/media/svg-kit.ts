import { lightness, mix } from "./colour-mix";

export type Pt = readonly [number, number];
/** A line to a point, or a cubic curve: two control points, then the point. */
export type Seg = readonly [Pt] | readonly [Pt, Pt, Pt];

export const CX = 425;

const num = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
const pt = (p: Pt) => `${num(p[0])} ${num(p[1])}`;
const mirror = (p: Pt, cx: number): Pt => [2 * cx - p[0], p[1]];

function segment(s: Seg): string {
  return s.length === 1 ? `L${pt(s[0])}` : `C${pt(s[0])} ${pt(s[1])} ${pt(s[2])}`;
}

/** An open path from start through the segments. */
export function path(start: Pt, segs: readonly Seg[]): string {
  return `M${pt(start)}${segs.map(segment).join("")}`;
}

/** A closed shape from start through the segments. */
export function shape(start: Pt, segs: readonly Seg[]): string {
  return `${path(start, segs)}Z`;
}

/** The same shape reflected about the vertical line x = cx. */
export function mirrored(start: Pt, segs: readonly Seg[], cx = CX): string {
  return shape(
    mirror(start, cx),
    segs.map((s) => s.map((p) => mirror(p, cx)) as unknown as Seg),
  );
}

/**
 * A shape symmetric about x = cx, given its right half: from a point on the axis (start),
 * clockwise down the right side, ending on the axis again. The left half is mirrored.
 */
export function symmetric(start: Pt, right: readonly Seg[], cx = CX): string {
  let d = path(start, right);
  const points: Pt[] = [start, ...right.map((s) => s[s.length - 1] as Pt)];
  for (let i = right.length - 1; i >= 0; i--) {
    const s = right[i]!;
    const from = mirror(points[i]!, cx);
    d +=
      s.length === 1
        ? `L${pt(from)}`
        : `C${pt(mirror(s[1], cx))} ${pt(mirror(s[0], cx))} ${pt(from)}`;
  }
  return `${d}Z`;
}

/** How a cloth or leather of one colour is painted: light from the left, shade below. */
export interface Fabric {
  id: string;
  base: string;
  fill: string;
  shade: string;
  line: string;
  fold: string;
  glow: string;
  deep: string;
  /** A colour that reads on top of the fabric (prints, stitching). */
  contrast: string;
  defs: string;
}

export function fabric(id: string, hex: string): Fabric {
  const l = lightness(hex);
  const light = mix(hex, "ffffff", l < 0.2 ? 0.14 : 0.2);
  const dark = mix(hex, "000000", l > 0.8 ? 0.1 : 0.22);
  return {
    id,
    base: `#${hex}`,
    fill: `url(#${id}f)`,
    shade: `url(#${id}s)`,
    line: mix(hex, "000000", l > 0.8 ? 0.3 : 0.45),
    fold: mix(hex, "000000", l < 0.15 ? 0.5 : 0.3),
    glow: mix(hex, "ffffff", l < 0.15 ? 0.22 : 0.4),
    deep: mix(hex, "000000", l > 0.8 ? 0.28 : 0.42),
    contrast: l > 0.6 ? mix(hex, "000000", 0.45) : mix(hex, "ffffff", 0.7),
    defs:
      `<linearGradient id="${id}f" x1="0" x2="1" y1="0" y2="0.15">` +
      `<stop offset="0" stop-color="${light}"/><stop offset=".45" stop-color="#${hex}"/>` +
      `<stop offset="1" stop-color="${dark}"/></linearGradient>` +
      `<linearGradient id="${id}s" x1="0" x2="0" y1="0" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity=".07"/>` +
      `<stop offset=".4" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity=".13"/></linearGradient>`,
  };
}

/** A piece of the garment: cloth, optional print, shading and a soft outline. */
export function piece(d: string, f: Fabric, print?: string): string {
  return (
    `<path d="${d}" fill="${f.fill}"/>` +
    (print ? `<path d="${d}" fill="${print}"/>` : "") +
    `<path d="${d}" fill="${f.shade}"/>` +
    `<path d="${d}" fill="none" stroke="${f.line}" stroke-width="2.5" stroke-opacity=".5" stroke-linejoin="round"/>`
  );
}

/** A piece further from the eye (back sleeve, back shoe): the same, a little darker. */
export function backPiece(d: string, f: Fabric, print?: string): string {
  return `${piece(d, f, print)}<path d="${d}" fill="#000" fill-opacity=".08"/>`;
}

/** A pair of pieces in front, right and left (collar halves, lapels), from the right one's outline. */
export function piecePair(start: Pt, right: readonly Seg[], f: Fabric): string {
  return piece(shape(start, right), f) + piece(mirrored(start, right), f);
}

/** Both sleeves behind the body, left and right, from the right one's outline. */
export function sleevePair(start: Pt, right: readonly Seg[], f: Fabric, print?: string): string {
  return backPiece(mirrored(start, right), f, print) + backPiece(shape(start, right), f, print);
}

/** A stroked line: seams, folds, stitching. */
export function stroke(
  d: string,
  colour: string,
  width: number,
  opacity: number,
  dash?: string,
): string {
  return (
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-opacity="${opacity}"` +
    ` stroke-linecap="round" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`
  );
}

/** A soft fold: a wide faint shadow with a narrower core and a light edge beside it. */
export function fold(d: string, f: Fabric, strength = 1): string {
  return (
    stroke(d, f.fold, 16, 0.07 * strength) +
    stroke(d, f.fold, 4, 0.2 * strength) +
    `<g transform="translate(10 0)">${stroke(d, f.glow, 7, 0.16 * strength)}</g>`
  );
}

/** Polished metal for buckles, clasps and caps. */
export function goldDefs(id: string): string {
  return (
    `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="1">` +
    `<stop offset="0" stop-color="#f1dca0"/><stop offset=".5" stop-color="#c9a45a"/>` +
    `<stop offset="1" stop-color="#8f6e2f"/></linearGradient>`
  );
}

/** A soft shadow on the floor under an object. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number, strength = 1): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floor)" opacity="${strength}"/>`;
}
