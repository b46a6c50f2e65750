import type { KindSpec } from "./kind-spec";
import {
  BUTTON_FRONT,
  dotsPrint,
  ELASTIC_WAIST,
  floralPrint,
  TIE_BELT,
  TRUE_TO_SIZE,
} from "./shared-words";

export const SKIRT_WORDS: KindSpec = {
  kind: "skirt",
  category: "rokken",
  skuPrefix: "ROK",
  sizes: "clothing",
  prices: [39.95, 49.95, 59.95, 69.95, 79.95, 89.95],
  colours: ["zwart", "navy", "beige", "ecru", "rood", "groen", "roze", "camel", "blauw"],
  weight: 0.3,
  nouns: [
    {
      nl: "midirok",
      en: "midi skirt",
      variant: "midi",
      materials: ["linnen", "viscose", "zijde", "wol"],
    },
    { nl: "plissérok", en: "pleated skirt", variant: "pleated", materials: ["viscose", "zijde"] },
    { nl: "kokerrok", en: "pencil skirt", variant: "pencil", materials: ["wol", "leer", "suede"] },
    {
      nl: "wikkelrok",
      en: "wrap skirt",
      variant: "wrap",
      materials: ["linnen", "viscose", "katoen"],
    },
    {
      nl: "minirok",
      en: "mini skirt",
      variant: "mini",
      materials: ["leer", "suede", "katoen", "wol"],
    },
    {
      nl: "maxirok",
      en: "maxi skirt",
      variant: "maxi",
      materials: ["viscose", "linnen", "katoen"],
    },
    { nl: "A-lijnrok", en: "A-line skirt", variant: "midi", materials: ["katoen", "wol", "suede"] },
  ],
  details: [
    { nl: "met split", en: "with slit" },
    BUTTON_FRONT,
    floralPrint(["midi", "wrap", "maxi", "mini"]),
    dotsPrint(["midi", "wrap", "pleated"]),
    TIE_BELT,
    ELASTIC_WAIST,
  ],
  openers: [
    {
      nl: "Een rok met een mooie val die bij elke stap zachtjes meebeweegt.",
      en: "A skirt with a lovely drape that sways softly with every step.",
    },
    {
      nl: "Makkelijk te combineren met een trui, een blouse of een simpel T-shirt.",
      en: "Easy to pair with a jumper, a blouse or a simple T-shirt.",
    },
    {
      nl: "Deze rok zit hoog in de taille en heeft een verborgen rits opzij.",
      en: "This skirt sits high on the waist with a concealed side zip.",
    },
    {
      nl: "Een klassieker uit onze collectie, elk seizoen opnieuw gemaakt.",
      en: "A classic from our collection, made again every season.",
    },
  ],
  fits: [
    TRUE_TO_SIZE,
    {
      nl: "Tailleband met een klein beetje stretch voor extra comfort.",
      en: "Waistband with a little stretch for extra comfort.",
    },
  ],
  styling: [
    { nl: "Mooi met een kort vest en loafers.", en: "Lovely with a cropped cardigan and loafers." },
    { nl: "Draag hem met laarzen en een wollen jas.", en: "Wear it with boots and a wool coat." },
  ],
  taglines: [
    { nl: "Een rok voor elke dag van de week.", en: "A skirt for every day of the week." },
    { nl: "Zachte val, mooie lengte.", en: "Soft drape, lovely length." },
    { nl: "Vrouwelijk en eenvoudig te combineren.", en: "Feminine and easy to pair." },
  ],
};
