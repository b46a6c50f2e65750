import { lightness, mix } from "./colour-mix";
import type { Fabric } from "./svg-kit";

/** A repeating print on a fabric; returns its pattern definition and the fill that uses it. */
export function printOf(
  kind: string | null,
  f: Fabric,
): { defs: string; fill: string } | undefined {
  if (kind === "floral") return floral(f);
  if (kind === "dots") return dots(f);
  return undefined;
}

function floral(f: Fabric): { defs: string; fill: string } {
  const dark = lightness(f.base) < 0.55;
  const petal = dark ? mix(f.base, "#fff6ee", 0.72) : mix(f.base, "#7a2f3a", 0.45);
  const heart = "#d8b25a";
  const leaf = mix("#5d7052", f.base, 0.25);
  const petal5 = (x: number, y: number, r: number) =>
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<ellipse cx="${x}" cy="${y - r}" rx="${r * 0.55}" ry="${r * 0.85}" fill="${petal}" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join("");
  const flower = (x: number, y: number, r: number) =>
    `${petal5(x, y, r)}<circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="${heart}"/>`;
  const leafAt = (x: number, y: number, a: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="9" ry="4" fill="${leaf}" transform="rotate(${a} ${x} ${y})"/>`;
  const id = `${f.id}p`;
  return {
    defs:
      `<pattern id="${id}" width="120" height="120" patternUnits="userSpaceOnUse">` +
      leafAt(46, 40, 30) +
      leafAt(16, 52, -40) +
      leafAt(100, 98, -20) +
      flower(30, 34, 13) +
      flower(90, 92, 10) +
      flower(96, 20, 6) +
      flower(22, 100, 7) +
      `</pattern>`,
    fill: `url(#${id})`,
  };
}

function dots(f: Fabric): { defs: string; fill: string } {
  const dark = lightness(f.base) < 0.55;
  const dot = dark ? mix(f.base, "#fffaf2", 0.8) : mix(f.base, "#1f1d1c", 0.7);
  const id = `${f.id}p`;
  return {
    defs:
      `<pattern id="${id}" width="44" height="44" patternUnits="userSpaceOnUse">` +
      `<circle cx="11" cy="11" r="5.5" fill="${dot}"/><circle cx="33" cy="33" r="5.5" fill="${dot}"/>` +
      `</pattern>`,
    fill: `url(#${id})`,
  };
}
