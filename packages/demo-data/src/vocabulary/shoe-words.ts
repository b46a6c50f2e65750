import type { Localized } from "@etalage/contracts";
import type { KindSpec } from "./kind-spec";
import { TRUE_TO_SIZE } from "./shared-words";

const shoeFits: readonly Localized[] = [
  TRUE_TO_SIZE,
  {
    nl: "Valt iets klein; twijfel je, kies dan een halve maat groter.",
    en: "Runs slightly small; if in doubt, go half a size up.",
  },
  { nl: "Gemiddelde breedte met een zacht voetbed.", en: "Medium width with a cushioned footbed." },
];

export const SANDAL_WORDS: KindSpec = {
  kind: "sandal",
  category: "sandalen",
  alsoIn: "schoenen",
  skuPrefix: "SDL",
  sizes: "shoes",
  prices: [59.95, 69.95, 79.95, 89.95, 99.95, 119],
  colours: ["zwart", "camel", "beige", "wit", "roze", "rood"],
  weight: 0.5,
  nouns: [
    { nl: "sandaal", en: "sandal", variant: "flat", materials: ["leer", "suede"] },
    { nl: "sandalette", en: "heeled sandal", variant: "heeled", materials: ["leer", "suede"] },
    { nl: "plateausandaal", en: "platform sandal", variant: "platform", materials: ["leer"] },
    { nl: "espadrille", en: "espadrille", variant: "espadrille", materials: ["katoen", "linnen"] },
    { nl: "slipper", en: "slide", variant: "slide", materials: ["leer", "suede"] },
    { nl: "sleehaksandaal", en: "wedge sandal", variant: "platform", materials: ["leer", "suede"] },
  ],
  details: [
    { nl: "met gevlochten bandjes", en: "with woven straps" },
    { nl: "met enkelbandje", en: "with ankle strap", variants: ["flat", "heeled", "platform"] },
    { nl: "met gesp", en: "with buckle" },
    { nl: "met blokhak", en: "with block heel", variants: ["heeled"] },
    { nl: "met gekruiste bandjes", en: "with crossed straps" },
  ],
  openers: [
    {
      nl: "Een sandaal voor lange zomerdagen in de stad en aan zee.",
      en: "A sandal for long summer days in town and by the sea.",
    },
    {
      nl: "Handgemaakt in Portugal met een zacht leren voetbed.",
      en: "Handmade in Portugal with a soft leather footbed.",
    },
    {
      nl: "Licht en stevig, met een zool die goed grip geeft.",
      en: "Light and sturdy, with a sole that grips well.",
    },
  ],
  fits: shoeFits,
  styling: [
    {
      nl: "Mooi onder een linnen broek of maxi-jurk.",
      en: "Lovely under linen trousers or a maxi dress.",
    },
  ],
  taglines: [
    { nl: "Zomer aan je voeten.", en: "Summer at your feet." },
    { nl: "Licht, zacht en de hele dag comfortabel.", en: "Light, soft and comfortable all day." },
  ],
};

export const BOOT_WORDS: KindSpec = {
  kind: "boot",
  category: "laarzen",
  alsoIn: "schoenen",
  skuPrefix: "LRS",
  sizes: "shoes",
  prices: [129, 149, 169, 179, 199, 229],
  colours: ["zwart", "camel", "bordeaux", "grijs", "beige"],
  weight: 1.2,
  nouns: [
    { nl: "enkellaars", en: "ankle boot", variant: "ankle", materials: ["leer", "suede"] },
    { nl: "chelsea boot", en: "Chelsea boot", variant: "ankle", materials: ["leer", "suede"] },
    {
      nl: "kniehoge laars",
      en: "knee-high boot",
      variant: "knee",
      materials: ["leer", "suede"],
      bare: true,
    },
    { nl: "veterboot", en: "lace-up boot", variant: "lace", materials: ["leer"] },
    { nl: "cowboylaars", en: "western boot", variant: "western", materials: ["leer", "suede"] },
    { nl: "laars", en: "boot", variant: "knee", materials: ["leer"] },
  ],
  details: [
    { nl: "met blokhak", en: "with block heel", variants: ["ankle", "knee"] },
    { nl: "met ritssluiting", en: "with side zip" },
    { nl: "met profielzool", en: "with lug sole", variants: ["lace", "ankle"] },
    { nl: "met elastiek", en: "with elastic panels", variants: ["ankle"] },
  ],
  openers: [
    {
      nl: "Een laars die elk najaar weer tevoorschijn komt.",
      en: "A boot that comes out again every autumn.",
    },
    {
      nl: "Gemaakt in Spanje, met een rubberen zool voor natte straten.",
      en: "Made in Spain, with a rubber sole for wet streets.",
    },
    {
      nl: "Stevig genoeg voor de fiets, mooi genoeg voor een etentje.",
      en: "Sturdy enough for the bike, pretty enough for dinner.",
    },
  ],
  fits: shoeFits,
  styling: [
    {
      nl: "Mooi onder een midi-jurk of wijde broek.",
      en: "Lovely under a midi dress or wide-leg trousers.",
    },
  ],
  taglines: [
    { nl: "Warm, stevig en tijdloos.", en: "Warm, sturdy and timeless." },
    { nl: "Klaar voor regen, wind en de stad.", en: "Ready for rain, wind and the city." },
  ],
};

export const LOAFER_WORDS: KindSpec = {
  kind: "loafer",
  category: "loafers",
  alsoIn: "schoenen",
  skuPrefix: "LFR",
  sizes: "shoes",
  prices: [89.95, 99.95, 119, 129, 149],
  colours: ["zwart", "bordeaux", "camel", "navy", "ecru"],
  weight: 0.8,
  nouns: [
    { nl: "loafer", en: "loafer", variant: "penny", materials: ["leer", "suede"] },
    { nl: "pennyloafer", en: "penny loafer", variant: "penny", materials: ["leer"] },
    {
      nl: "horsebit loafer",
      en: "horsebit loafer",
      variant: "horsebit",
      materials: ["leer", "suede"],
    },
    { nl: "chunky loafer", en: "chunky loafer", variant: "chunky", materials: ["leer"] },
    { nl: "mocassin", en: "moccasin", variant: "moccasin", materials: ["leer", "suede"] },
  ],
  details: [
    { nl: "met kwastjes", en: "with tassels", variants: ["penny", "moccasin"] },
    { nl: "met profielzool", en: "with lug sole", variants: ["chunky"] },
    { nl: "met goudkleurig bitje", en: "with gold-tone bit", variants: ["horsebit"] },
    { nl: "met zachte hak", en: "with soft heel" },
  ],
  openers: [
    {
      nl: "Een loafer die je de hele dag draagt, van kantoor tot terras.",
      en: "A loafer to wear all day, from the office to the terrace.",
    },
    {
      nl: "Met de hand gestikt en afgewerkt met een leren binnenzool.",
      en: "Hand-stitched and finished with a leather insole.",
    },
    {
      nl: "Klassiek van vorm, met een zool die lekker veert.",
      en: "Classic in shape, with a sole that has a pleasant spring.",
    },
  ],
  fits: shoeFits,
  styling: [
    {
      nl: "Mooi met witte sokken en een plissérok.",
      en: "Lovely with white socks and a pleated skirt.",
    },
  ],
  taglines: [
    { nl: "Verzorgd en comfortabel.", en: "Polished and comfortable." },
    { nl: "De schoen voor elke dag.", en: "The shoe for every day." },
  ],
};
