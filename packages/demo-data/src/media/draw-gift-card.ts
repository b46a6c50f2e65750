import { mix } from "./colour-mix";
import type { Drawer } from "./drawing";
import { CX, floorShadow, goldDefs, stroke } from "./svg-kit";

/** The gift card: a card in the shop's colour with a gold shop-window arch, on its envelope. */
export const drawGiftCard: Drawer = (variant, hex, id) => {
  if (variant !== "card") return null;
  const light = mix(hex, "ffffff", 0.18);
  const dark = mix(hex, "000000", 0.25);
  const ribbon = mix(hex, "ffffff", 0.75);
  const defs =
    goldDefs("gold") +
    `<linearGradient id="${id}c" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  const body =
    floorShadow(CX, 860, 330, 30) +
    `<g transform="rotate(5 ${CX} 640)">` +
    `<rect x="170" y="470" width="520" height="340" rx="10" fill="#efe6d6" stroke="#cbbfa9" stroke-width="2"/>` +
    stroke("M170 470L430 650L690 470", "#cbbfa9", 3, 0.9) +
    `</g>` +
    `<g transform="rotate(-7 ${CX} 620)">` +
    `<rect x="190" y="470" width="470" height="296" rx="20" fill="url(#${id}c)"/>` +
    `<rect x="212" y="492" width="426" height="252" rx="12" fill="none" stroke="url(#gold)" stroke-width="3"/>` +
    `<path d="M395 668V608A30 30 0 0 1 455 608V668" fill="none" stroke="url(#gold)" stroke-width="6"/>` +
    stroke("M370 684H480", "url(#gold)", 4, 1) +
    `<rect x="560" y="470" width="34" height="296" fill="${ribbon}" opacity=".9"/>` +
    `</g>` +
    `<path d="M566 452C520 400 500 452 560 470C520 500 520 540 576 486C600 540 640 500 590 470C650 450 620 400 576 452Z" fill="${ribbon}" stroke="${mix(ribbon, "000000", 0.2)}" stroke-width="2"/>` +
    `<circle cx="577" cy="466" r="12" fill="${mix(ribbon, "000000", 0.1)}"/>`;
  return { defs, body, focus: [CX, 600], zoom: 1.6 };
};
