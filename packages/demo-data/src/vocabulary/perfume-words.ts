import type { Detail, KindSpec } from "./kind-spec";

/** Scents of the house, with the colour of the juice in the bottle. */
const scent = (nl: string, en: string, hex: string, notesNl: string, notesEn: string): Detail => ({
  nl,
  en,
  hex,
  sentence: { nl: notesNl, en: notesEn },
});

export const PERFUME_WORDS: KindSpec = {
  kind: "perfume",
  category: "parfums",
  skuPrefix: "PRF",
  sizes: null,
  prices: [39.95, 49.95, 59.95, 69.95, 89.95],
  colours: [],
  weight: 0.35,
  nouns: [
    {
      nl: "Eau de parfum {} 50 ml",
      en: "Eau de parfum {} 50 ml",
      variant: "square",
      materials: [],
    },
    {
      nl: "Eau de parfum {} 100 ml",
      en: "Eau de parfum {} 100 ml",
      variant: "tall",
      materials: [],
    },
    {
      nl: "Eau de toilette {} 100 ml",
      en: "Eau de toilette {} 100 ml",
      variant: "round",
      materials: [],
    },
  ],
  details: [
    scent(
      "Tuinroos",
      "Garden Rose",
      "e8a7b0",
      "Een hart van Damascener roos met een vleugje peper.",
      "A heart of Damask rose with a hint of pepper.",
    ),
    scent(
      "Vijgenblad",
      "Fig Leaf",
      "a9b98a",
      "Groene vijg, kokosmelk en zacht cederhout.",
      "Green fig, coconut milk and soft cedarwood.",
    ),
    scent(
      "Zeezout",
      "Sea Salt",
      "b9d3d8",
      "Zeezout, salie en een frisse bries van bergamot.",
      "Sea salt, sage and a fresh breeze of bergamot.",
    ),
    scent(
      "Witte thee",
      "White Tea",
      "efe4c6",
      "Witte thee, jasmijn en een schoon muskusaccord.",
      "White tea, jasmine and a clean musk accord.",
    ),
    scent(
      "Ceder & amber",
      "Cedar & Amber",
      "c98a45",
      "Warm cederhout, amber en een streepje vanille.",
      "Warm cedarwood, amber and a touch of vanilla.",
    ),
    scent(
      "Oranjebloesem",
      "Orange Blossom",
      "f0c27a",
      "Oranjebloesem, neroli en zonnige mandarijn.",
      "Orange blossom, neroli and sunny mandarin.",
    ),
    scent(
      "Lavendelveld",
      "Lavender Field",
      "b3a6d1",
      "Provençaalse lavendel met een basis van tonka.",
      "Provençal lavender over a base of tonka.",
    ),
    scent(
      "Pioenroos",
      "Peony",
      "f2b8c6",
      "Pioenroos, lychee en een zachte poederige basis.",
      "Peony, lychee and a soft powdery base.",
    ),
    scent(
      "Sandelhout",
      "Sandalwood",
      "b98b6a",
      "Romig sandelhout met iris en kardemom.",
      "Creamy sandalwood with iris and cardamom.",
    ),
    scent(
      "Regen op linnen",
      "Rain on Linen",
      "d7dde0",
      "Aldehyden, witte bloemen en de geur van schone was.",
      "Aldehydes, white flowers and the scent of clean laundry.",
    ),
  ],
  openers: [
    {
      nl: "Een geur die dichtbij blijft en de hele dag zachtjes aanwezig is.",
      en: "A scent that stays close and lingers softly all day.",
    },
    {
      nl: "Samengesteld in Grasse, gebotteld in Nederland.",
      en: "Composed in Grasse, bottled in the Netherlands.",
    },
    {
      nl: "Onze huisgeur, geïnspireerd op een vroege zomerochtend.",
      en: "Our house scent, inspired by an early summer morning.",
    },
  ],
  fits: [
    { nl: "Breng aan op de polsen en in de hals.", en: "Apply to the wrists and the neck." },
    {
      nl: "Bewaar de fles koel en uit de zon.",
      en: "Keep the bottle cool and out of the sun.",
    },
  ],
  styling: [],
  taglines: [
    { nl: "Zacht, helder en blijvend.", en: "Soft, clear and lasting." },
    { nl: "Een geur om jezelf mee te verwennen.", en: "A scent to treat yourself with." },
  ],
};
