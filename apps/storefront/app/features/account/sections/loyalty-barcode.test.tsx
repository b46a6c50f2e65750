import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ean13Modules, LoyaltyBarcode } from "./loyalty-barcode";

// An EAN-13 reader written from the GS1 tables, independent of the library that draws the bars.
const L = ["0001101", "0011001", "0010011", "0111101", "0100011"].concat([
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
]);
const R = L.map((code) => [...code].map((bit) => (bit === "1" ? "0" : "1")).join(""));
const G = R.map((code) => [...code].reverse().join(""));
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG"].concat([
  "LGGLLG",
  "LGGGLL",
  "LGLGLG",
  "LGLGGL",
  "LGGLGL",
]);

function readEan13(modules: string): string {
  if (modules.length !== 95) throw new Error(`${modules.length} modules, not 95`);
  if (modules.slice(0, 3) !== "101" || modules.slice(92) !== "101") throw new Error("end guards");
  if (modules.slice(45, 50) !== "01010") throw new Error("centre guard");
  let parity = "";
  let digits = "";
  for (let i = 0; i < 6; i += 1) {
    const code = modules.slice(3 + i * 7, 10 + i * 7);
    const l = L.indexOf(code);
    const g = G.indexOf(code);
    if (l < 0 && g < 0) throw new Error(`left digit ${i} unreadable: ${code}`);
    parity += l >= 0 ? "L" : "G";
    digits += String(l >= 0 ? l : g);
  }
  for (let i = 0; i < 6; i += 1) {
    const r = R.indexOf(modules.slice(50 + i * 7, 57 + i * 7));
    if (r < 0) throw new Error(`right digit ${i} unreadable`);
    digits += String(r);
  }
  const first = PARITY.indexOf(parity);
  if (first < 0) throw new Error(`parity ${parity}`);
  const number = `${first}${digits}`;
  const sum = [...number].reduce((total, d, i) => total + Number(d) * (i % 2 ? 3 : 1), 0);
  if (sum % 10 !== 0) throw new Error("check digit");
  return number;
}

/** The bars of the rendered SVG back to modules: black rects, offset by the quiet zone. */
function modulesOfSvg(markup: string): string {
  const bars = [
    ...markup.matchAll(/<rect x="(\d+)" y="0" width="(\d+)" height="\d+" fill="#000"/g),
  ];
  const quiet = 11;
  const modules = Array.from({ length: 95 }, () => "0");
  for (const [, x, width] of bars)
    for (let m = Number(x) - quiet; m < Number(x) - quiet + Number(width); m += 1) modules[m] = "1";
  return modules.join("");
}

const render = (number: string) =>
  renderToStaticMarkup(<LoyaltyBarcode number={number} label={`Barcode ${number}`} />);

describe("the loyalty card barcode", () => {
  it("draws bars that a reader decodes back to the card number", () => {
    for (const number of ["2800000000424", "2800000000011", "2899999999994", "4006381333931"]) {
      const markup = render(number);
      expect(readEan13(modulesOfSvg(markup))).toBe(number);
      expect(ean13Modules(number)).toBe(modulesOfSvg(markup));
    }
  });

  it("keeps quiet zones either side and names the image with the number", () => {
    const markup = render("2800000000424");
    expect(markup).toContain('viewBox="0 0 113 66"');
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="Barcode 2800000000424"');
    const xs = [...markup.matchAll(/ x="(\d+)" y="0" width="(\d+)" height="\d+" fill="#000"/g)];
    expect(Number(xs[0]?.[1])).toBe(11);
    const last = xs.at(-1);
    expect(Number(last?.[1]) + Number(last?.[2])).toBe(11 + 95);
  });

  it("draws nothing for a number that is not a valid EAN-13", () => {
    expect(render("2800000000425")).toBe("");
    expect(render("28000")).toBe("");
    expect(ean13Modules("abc")).toBeNull();
  });
});
