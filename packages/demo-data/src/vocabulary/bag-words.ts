import type { KindSpec } from "./kind-spec";

export const BAG_WORDS: KindSpec = {
  kind: "bag",
  category: "tassen",
  skuPrefix: "TAS",
  sizes: null,
  prices: [59.95, 79.95, 99.95, 129, 149, 179, 249],
  colours: ["zwart", "camel", "beige", "bordeaux", "groen", "ecru", "rood", "navy"],
  weight: 0.7,
  nouns: [
    { nl: "schoudertas", en: "shoulder bag", variant: "shoulder", materials: ["leer", "suede"] },
    { nl: "shopper", en: "tote bag", variant: "tote", materials: ["leer", "katoen", "suede"] },
    { nl: "crossbodytas", en: "crossbody bag", variant: "crossbody", materials: ["leer"] },
    { nl: "buideltas", en: "bucket bag", variant: "bucket", materials: ["leer", "suede"] },
    { nl: "clutch", en: "clutch", variant: "clutch", materials: ["leer", "suede", "zijde"] },
    { nl: "heuptas", en: "belt bag", variant: "belt", materials: ["leer"] },
    { nl: "handtas", en: "handbag", variant: "shoulder", materials: ["leer"] },
  ],
  details: [
    {
      nl: "met kettinghengsel",
      en: "with chain strap",
      variants: ["shoulder", "clutch", "crossbody"],
    },
    { nl: "met klep", en: "with flap", variants: ["shoulder", "crossbody"] },
    { nl: "met verstelbare band", en: "with adjustable strap" },
    { nl: "met ritssluiting", en: "with zip" },
    { nl: "met binnenvakken", en: "with inner pockets" },
  ],
  openers: [
    {
      nl: "Een tas die alles meeneemt wat je op een dag nodig hebt, zonder zwaar te worden.",
      en: "A bag that carries everything you need for the day without getting heavy.",
    },
    {
      nl: "Handgemaakt in een klein atelier in Florence.",
      en: "Handmade in a small workshop in Florence.",
    },
    {
      nl: "Met een binnenvak met rits voor sleutels en telefoon.",
      en: "With a zipped inner pocket for keys and phone.",
    },
  ],
  fits: [
    { nl: "Afmetingen ongeveer 28 × 20 × 9 cm.", en: "Measures about 28 × 20 × 9 cm." },
    { nl: "Past een laptop tot 13 inch.", en: "Fits a laptop up to 13 inches." },
  ],
  styling: [
    {
      nl: "Draag hem kruislings of over de schouder.",
      en: "Wear it crossbody or over the shoulder.",
    },
  ],
  taglines: [
    { nl: "Alles bij de hand, in stijl.", en: "Everything at hand, in style." },
    {
      nl: "Een tas die met de jaren mooier wordt.",
      en: "A bag that grows lovelier with the years.",
    },
  ],
};
