/** Colour arithmetic on six-digit hex colours ("b0362f", no "#"). */
function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(r: number, g: number, b: number): string {
  const part = (v: number) =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `a` moved towards `b` by t (0..1), as "#rrggbb". */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a.replace("#", ""));
  const [br, bg, bb] = channels(b.replace("#", ""));
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

/** Relative lightness 0 (black) .. 1 (white), good enough to choose contrast. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex.replace("#", ""));
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
