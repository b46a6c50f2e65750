import { mix } from "./colour-mix";
import { type Drawer, entry } from "./drawing";
import { CX, floorShadow, goldDefs, stroke } from "./svg-kit";

interface Bottle {
  /** Glass outline, liquid inside it, neck and cap. */
  glass: string;
  juice: string;
  neck: string;
  cap: string;
  capFill: "gold" | "black" | "wood";
  floor: number;
}

const BOTTLES: Record<string, Bottle> = {
  square: {
    glass:
      "M300 590Q300 560 330 560L520 560Q550 560 550 590L550 900Q550 930 520 930L330 930Q300 930 300 900Z",
    juice: "M322 630L528 630L528 898Q528 908 518 908L332 908Q322 908 322 898Z",
    neck: "M395 520H455V562H395Z",
    cap: "M360 400Q360 390 370 390L480 390Q490 390 490 400L490 520L360 520Z",
    capFill: "black",
    floor: 930,
  },
  tall: {
    glass:
      "M335 500Q335 470 365 470L485 470Q515 470 515 500L515 940Q515 966 489 966L361 966Q335 966 335 940Z",
    juice: "M354 560L496 560L496 934Q496 946 484 946L366 946Q354 946 354 934Z",
    neck: "M400 430H450V472H400Z",
    cap: "M385 300Q385 290 395 290L455 290Q465 290 465 300L465 430L385 430Z",
    capFill: "gold",
    floor: 966,
  },
  round: {
    glass:
      "M425 560C540 560 610 640 610 750C610 860 540 930 425 930C310 930 240 860 240 750C240 640 310 560 425 560Z",
    juice:
      "M262 700C290 640 560 640 588 700C600 730 600 800 580 840C550 900 490 912 425 912C360 912 300 900 270 840C250 800 250 730 262 700Z",
    neck: "M395 520H455V566H395Z",
    cap: "M425 400C480 400 505 440 505 475C505 505 480 524 425 524C370 524 345 505 345 475C345 440 370 400 425 400Z",
    capFill: "wood",
    floor: 930,
  },
};

const CAPS = {
  gold: "url(#gold)",
  black: "url(#capBlack)",
  wood: "url(#capWood)",
};

export const drawPerfume: Drawer = (variant, hex, id) => {
  const b = entry(BOTTLES, variant);
  if (!b) return null;
  const juiceTop = mix(hex, "ffffff", 0.35);
  const juiceBottom = mix(hex, "000000", 0.15);
  const defs =
    goldDefs("gold") +
    `<linearGradient id="${id}j" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${juiceTop}"/><stop offset="1" stop-color="${juiceBottom}"/></linearGradient>` +
    `<linearGradient id="${id}g" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".5" stop-color="#fff" stop-opacity=".15"/><stop offset="1" stop-color="#fff" stop-opacity=".4"/></linearGradient>` +
    `<linearGradient id="capBlack" x1="0" x2="1"><stop offset="0" stop-color="#4a4542"/><stop offset=".4" stop-color="#1d1b1a"/><stop offset="1" stop-color="#0e0d0c"/></linearGradient>` +
    `<linearGradient id="capWood" x1="0" x2="1"><stop offset="0" stop-color="#c79a6b"/><stop offset=".5" stop-color="#a2764a"/><stop offset="1" stop-color="#6e4d2e"/></linearGradient>`;
  const body =
    floorShadow(CX, b.floor + 4, 210, 20) +
    `<g opacity=".12" transform="translate(0 ${2 * b.floor}) scale(1 -1)"><path d="${b.juice}" fill="#${hex}"/></g>` +
    `<path d="${b.glass}" fill="url(#${id}g)" stroke="#9a8f84" stroke-opacity=".6" stroke-width="3"/>` +
    `<path d="${b.juice}" fill="url(#${id}j)" opacity=".9"/>` +
    `<path d="${b.glass}" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="6" transform="translate(-4 -4)" opacity=".4"/>` +
    stroke(`M${CX - 90} ${b.floor - 300}V${b.floor - 60}`, "#fff", 14, 0.45) +
    stroke(`M${CX - 62} ${b.floor - 280}V${b.floor - 200}`, "#fff", 6, 0.35) +
    `<path d="${b.neck}" fill="url(#gold)"/>` +
    `<path d="${b.cap}" fill="${CAPS[b.capFill]}"/>`;
  return { defs, body, focus: [CX, b.floor - 360], zoom: 1.7 };
};
