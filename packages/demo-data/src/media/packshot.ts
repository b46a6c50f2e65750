import { lightness } from "./colour-mix";
import type { Drawing } from "./drawing";

export const GALLERY = { width: 850, height: 1200 } as const;

/** The studio backdrop shared by every picture: warm paper white fading to stone. */
export function backdropDefs(light: boolean): string {
  const [inner, outer] = light ? ["#ebe4da", "#d8cdbf"] : ["#f5f1eb", "#e6ddd1"];
  return (
    `<radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${inner}"/>` +
    `<stop offset="1" stop-color="${outer}"/></radialGradient>` +
    `<radialGradient id="floor"><stop offset="0" stop-color="#3b2f25" stop-opacity=".28"/>` +
    `<stop offset=".6" stop-color="#3b2f25" stop-opacity=".08"/>` +
    `<stop offset="1" stop-color="#3b2f25" stop-opacity="0"/></radialGradient>`
  );
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>\n`
  );
}

/** A product on the backdrop; view 2 is a close-up of the drawing's focus. */
export function packshot(drawing: Drawing, hex: string, view: 1 | 2): string {
  const { width, height } = GALLERY;
  const light = lightness(hex) > 0.72;
  const [fx, fy] = drawing.focus;
  const body =
    view === 1
      ? drawing.body
      : `<g transform="translate(${width / 2} ${height / 2}) scale(${drawing.zoom}) translate(${-fx} ${-fy})">${drawing.body}</g>`;
  return svgDocument(
    width,
    height,
    backdropDefs(light) + drawing.defs,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${body}`,
  );
}
