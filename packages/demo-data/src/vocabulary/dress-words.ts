import type { KindSpec } from "./kind-spec";
import {
  BUTTON_FRONT,
  dotsPrint,
  floralPrint,
  PUFF_SLEEVES,
  TIE_BELT,
  TRUE_TO_SIZE,
  V_NECK,
} from "./shared-words";

export const DRESS_WORDS: KindSpec = {
  kind: "dress",
  category: "jurken",
  skuPrefix: "JRK",
  sizes: "clothing",
  prices: [49.95, 59.95, 69.95, 79.95, 89.95, 99.95, 119, 129, 149],
  colours: [
    "zwart",
    "wit",
    "rood",
    "blauw",
    "groen",
    "beige",
    "camel",
    "roze",
    "bordeaux",
    "navy",
    "ecru",
  ],
  weight: 0.4,
  nouns: [
    {
      nl: "midi-jurk",
      en: "midi dress",
      variant: "midi",
      materials: ["linnen", "katoen", "viscose", "zijde"],
    },
    {
      nl: "maxi-jurk",
      en: "maxi dress",
      variant: "maxi",
      materials: ["viscose", "zijde", "linnen"],
    },
    {
      nl: "wikkeljurk",
      en: "wrap dress",
      variant: "wrap",
      materials: ["viscose", "zijde", "katoen"],
    },
    {
      nl: "blousejurk",
      en: "shirt dress",
      variant: "shirt",
      materials: ["katoen", "linnen", "viscose"],
    },
    {
      nl: "zomerjurk",
      en: "summer dress",
      variant: "summer",
      materials: ["katoen", "linnen", "viscose"],
    },
    {
      nl: "gebreide jurk",
      en: "knitted dress",
      variant: "knit",
      materials: ["wol", "kasjmier", "katoen"],
      bare: true,
    },
    {
      nl: "mini-jurk",
      en: "mini dress",
      variant: "mini",
      materials: ["katoen", "viscose", "linnen"],
    },
    { nl: "slipdress", en: "slip dress", variant: "maxi", materials: ["zijde", "viscose"] },
    {
      nl: "A-lijnjurk",
      en: "A-line dress",
      variant: "midi",
      materials: ["katoen", "linnen", "wol"],
    },
    { nl: "jurk", en: "dress", variant: "midi", materials: ["linnen", "katoen", "viscose"] },
  ],
  details: [
    TIE_BELT,
    PUFF_SLEEVES,
    V_NECK,
    BUTTON_FRONT,
    { nl: "met gesmockt lijfje", en: "with smocked bodice" },
    floralPrint(),
    dotsPrint(),
    { nl: "met ruches", en: "with ruffles" },
    { nl: "met split", en: "with side slit" },
    { nl: "met vierkante hals", en: "with square neckline" },
  ],
  openers: [
    {
      nl: "Een tijdloze jurk die je net zo makkelijk op kantoor draagt als op een zomers terras.",
      en: "A timeless dress that works at the office as easily as on a sunny terrace.",
    },
    {
      nl: "Deze jurk beweegt mee bij elke stap en voelt licht aan op de huid.",
      en: "This dress moves with every step and feels light on the skin.",
    },
    {
      nl: "Een jurk met een rustige, vrouwelijke lijn en zorgvuldig afgewerkte naden.",
      en: "A dress with a calm, feminine line and carefully finished seams.",
    },
    {
      nl: "Ontworpen in ons atelier in Amsterdam en gemaakt om jaren mee te gaan.",
      en: "Designed in our Amsterdam studio and made to last for years.",
    },
    {
      nl: "De jurk waar je naar grijpt als je er zonder moeite verzorgd uit wilt zien.",
      en: "The dress you reach for when you want to look put-together without effort.",
    },
  ],
  fits: [
    TRUE_TO_SIZE,
    {
      nl: "Getailleerd model met een soepel vallende rok.",
      en: "Fitted at the waist with a softly falling skirt.",
    },
    {
      nl: "Ruim model; twijfel je, kies dan een maat kleiner.",
      en: "Relaxed fit; if in doubt, size down.",
    },
  ],
  styling: [
    { nl: "Mooi met sandalen en een strooien tas.", en: "Lovely with sandals and a straw bag." },
    {
      nl: "Draag hem in het najaar met een vest en laarzen.",
      en: "In autumn, wear it with a cardigan and boots.",
    },
    {
      nl: "Met loafers en een blazer klaar voor kantoor.",
      en: "Office-ready with loafers and a blazer.",
    },
  ],
  taglines: [
    { nl: "Licht, vrouwelijk en makkelijk te dragen.", en: "Light, feminine and easy to wear." },
    { nl: "Een favoriet voor elk seizoen.", en: "A favourite for every season." },
    { nl: "Zachte val en een flatteuze lijn.", en: "Soft drape and a flattering line." },
    { nl: "Van de lunch tot het diner in één jurk.", en: "From lunch to dinner in one dress." },
  ],
};
