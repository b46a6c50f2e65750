import type { KindSpec } from "./kind-spec";
import { SLANT_POCKETS } from "./shared-words";

export const COAT_WORDS: KindSpec = {
  kind: "coat",
  category: "jassen",
  skuPrefix: "JAS",
  sizes: "clothing",
  prices: [129, 149, 179, 199, 229, 249, 279, 299],
  colours: ["zwart", "camel", "navy", "grijs", "beige", "bordeaux", "ecru", "groen"],
  weight: 1.4,
  nouns: [
    { nl: "wikkeljas", en: "wrap coat", variant: "wrap", materials: ["wol", "kasjmier"] },
    { nl: "trenchcoat", en: "trench coat", variant: "trench", materials: ["katoen"] },
    { nl: "duffelcoat", en: "duffle coat", variant: "duffel", materials: ["wol"] },
    { nl: "teddyjas", en: "teddy coat", variant: "teddy", materials: ["wol"] },
    { nl: "pufferjas", en: "puffer jacket", variant: "puffer", materials: ["katoen"], bare: true },
    { nl: "caban", en: "peacoat", variant: "peacoat", materials: ["wol", "kasjmier"] },
    { nl: "mantel", en: "coat", variant: "long", materials: ["wol", "kasjmier"] },
    { nl: "regenjas", en: "raincoat", variant: "trench", materials: ["katoen"], bare: true },
    { nl: "lange jas", en: "long coat", variant: "long", materials: ["wol"], bare: true },
  ],
  details: [
    { nl: "met ceintuur", en: "with belt" },
    { nl: "met capuchon", en: "with hood", variants: ["duffel", "puffer", "trench"] },
    {
      nl: "met reverskraag",
      en: "with notch lapels",
      variants: ["long", "peacoat", "wrap", "trench"],
    },
    {
      nl: "met dubbele knoopsluiting",
      en: "double-breasted",
      before: true,
      variants: ["peacoat", "trench", "long"],
    },
    SLANT_POCKETS,
    { nl: "met sjaalkraag", en: "with shawl collar", variants: ["wrap", "teddy"] },
  ],
  openers: [
    {
      nl: "Een jas die je jarenlang draagt: rustig van lijn en royaal van snit.",
      en: "A coat to wear for years: calm in line and generous in cut.",
    },
    {
      nl: "Warm zonder zwaar te voelen, met een soepele voering van cupro.",
      en: "Warm without feeling heavy, with a smooth cupro lining.",
    },
    {
      nl: "Onze bestverkochte jas in een nieuw seizoenskleur.",
      en: "Our best-selling coat in a new colour for the season.",
    },
    {
      nl: "Gemaakt voor Hollandse herfstdagen: wind, regen en een onverwacht zonnetje.",
      en: "Made for Dutch autumn days: wind, rain and unexpected sunshine.",
    },
  ],
  fits: [
    {
      nl: "Valt normaal, met ruimte voor een dikke trui eronder.",
      en: "True to size, with room for a thick jumper underneath.",
    },
    {
      nl: "Oversized model; kies gerust een maat kleiner.",
      en: "Oversized fit; feel free to size down.",
    },
    { nl: "Lengte tot net over de knie.", en: "Falls to just below the knee." },
  ],
  styling: [
    {
      nl: "Mooi over een gebreide jurk met laarzen.",
      en: "Beautiful over a knitted dress with boots.",
    },
    { nl: "Draag hem open over jeans en loafers.", en: "Wear it open over jeans and loafers." },
    { nl: "Maak het af met een wollen sjaal.", en: "Finish it with a wool scarf." },
  ],
  taglines: [
    { nl: "Warm, tijdloos en prachtig afgewerkt.", en: "Warm, timeless and beautifully finished." },
    { nl: "De jas voor koude ochtenden.", en: "The coat for cold mornings." },
    { nl: "Een investering die elk jaar terugkomt.", en: "An investment that returns every year." },
  ],
};
