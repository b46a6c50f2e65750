import type { KindSpec } from "./kind-spec";
import { ELASTIC_WAIST, SLANT_POCKETS } from "./shared-words";

export const TROUSERS_WORDS: KindSpec = {
  kind: "trousers",
  category: "broeken",
  skuPrefix: "BRK",
  sizes: "clothing",
  prices: [49.95, 59.95, 69.95, 79.95, 89.95, 99.95],
  colours: ["zwart", "navy", "beige", "ecru", "camel", "grijs", "groen", "wit", "blauw"],
  weight: 0.5,
  nouns: [
    {
      nl: "pantalon",
      en: "tailored trousers",
      variant: "pleated",
      materials: ["wol", "viscose", "linnen"],
    },
    {
      nl: "wijde broek",
      en: "wide-leg trousers",
      variant: "wide",
      materials: ["linnen", "viscose", "katoen"],
      bare: true,
    },
    {
      nl: "culotte",
      en: "culottes",
      variant: "culotte",
      materials: ["linnen", "viscose", "katoen"],
    },
    { nl: "chino", en: "chinos", variant: "slim", materials: ["katoen"] },
    { nl: "jeans", en: "jeans", variant: "jeans", materials: ["katoen"], bare: true },
    {
      nl: "flared broek",
      en: "flared trousers",
      variant: "flared",
      materials: ["viscose", "katoen"],
      bare: true,
    },
    { nl: "plooibroek", en: "pleated trousers", variant: "pleated", materials: ["wol", "linnen"] },
    {
      nl: "paperbagbroek",
      en: "paperbag trousers",
      variant: "wide",
      materials: ["linnen", "katoen"],
    },
    { nl: "broek", en: "trousers", variant: "slim", materials: ["linnen", "katoen", "wol"] },
  ],
  details: [
    { nl: "met persplooi", en: "with pressed crease" },
    ELASTIC_WAIST,
    { nl: "met riem", en: "with belt" },
    { nl: "met hoge taille", en: "high-waisted", before: true },
    SLANT_POCKETS,
    { nl: "met omslag", en: "with turn-ups" },
  ],
  openers: [
    {
      nl: "Een broek die net zo goed zit na een lange dag als 's ochtends.",
      en: "Trousers that fit as well after a long day as they do in the morning.",
    },
    {
      nl: "Strak genoeg voor kantoor, comfortabel genoeg voor het weekend.",
      en: "Sharp enough for the office, comfortable enough for the weekend.",
    },
    {
      nl: "Met een hoge taille die je silhouet mooi verlengt.",
      en: "With a high waist that beautifully lengthens your silhouette.",
    },
    {
      nl: "Een basisstuk voor je garderobe, in kleuren die met alles combineren.",
      en: "A wardrobe essential, in colours that go with everything.",
    },
  ],
  fits: [
    { nl: "Valt normaal; binnenbeenlengte 78 cm.", en: "True to size; inside leg 78 cm." },
    {
      nl: "Lengte tot op de enkel, mooi met platte schoenen.",
      en: "Ankle length, lovely with flat shoes.",
    },
    {
      nl: "Ruim rond de heupen, smaller in de taille.",
      en: "Roomy at the hips, narrower at the waist.",
    },
  ],
  styling: [
    { nl: "Combineer met een vest en loafers.", en: "Pair with a cardigan and loafers." },
    { nl: "Mooi met een zijden blouse en sandalen.", en: "Lovely with a silk blouse and sandals." },
  ],
  taglines: [
    { nl: "Goede pasvorm, elke dag.", en: "A good fit, every day." },
    { nl: "Zit, staat en blijft in model.", en: "Fits, flatters and keeps its shape." },
    { nl: "Rustig, verzorgd en veelzijdig.", en: "Calm, polished and versatile." },
  ],
};
