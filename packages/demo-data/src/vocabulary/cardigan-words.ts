import type { KindSpec } from "./kind-spec";
import { PUFF_SLEEVES, V_NECK } from "./shared-words";

export const CARDIGAN_WORDS: KindSpec = {
  kind: "cardigan",
  category: "vesten",
  skuPrefix: "VST",
  sizes: "clothing",
  prices: [49.95, 59.95, 69.95, 79.95, 89.95, 99.95, 119],
  colours: ["ecru", "grijs", "camel", "navy", "roze", "groen", "bordeaux", "zwart", "beige"],
  weight: 0.45,
  nouns: [
    { nl: "vest", en: "cardigan", variant: "classic", materials: ["wol", "kasjmier", "katoen"] },
    {
      nl: "gebreid vest",
      en: "knitted cardigan",
      variant: "classic",
      materials: ["wol", "katoen"],
      bare: true,
    },
    { nl: "kabelvest", en: "cable-knit cardigan", variant: "cable", materials: ["wol", "katoen"] },
    {
      nl: "lang vest",
      en: "long cardigan",
      variant: "long",
      materials: ["wol", "kasjmier"],
      bare: true,
    },
    {
      nl: "kort vest",
      en: "cropped cardigan",
      variant: "cropped",
      materials: ["katoen", "wol"],
      bare: true,
    },
    {
      nl: "oversized vest",
      en: "oversized cardigan",
      variant: "oversized",
      materials: ["wol", "kasjmier"],
      bare: true,
      oneSize: true,
    },
    {
      nl: "ribgebreid vest",
      en: "rib-knit cardigan",
      variant: "classic",
      materials: ["katoen", "wol"],
      bare: true,
    },
  ],
  details: [
    { nl: "met parelmoeren knopen", en: "with mother-of-pearl buttons" },
    V_NECK,
    { nl: "met zakken", en: "with pockets" },
    PUFF_SLEEVES,
    { nl: "met ronde hals", en: "with crew neck" },
  ],
  openers: [
    {
      nl: "Een zacht vest dat je over alles aantrekt, van zomerjurk tot spijkerbroek.",
      en: "A soft cardigan to throw over anything, from summer dress to jeans.",
    },
    {
      nl: "Gebreid in Italië met een fijne, gelijkmatige steek.",
      en: "Knitted in Italy with a fine, even stitch.",
    },
    {
      nl: "Ons vest voor frisse avonden en lange dagen op kantoor.",
      en: "Our cardigan for cool evenings and long days at the office.",
    },
    {
      nl: "Heerlijk warm en licht, met ribboorden aan de mouwen en zoom.",
      en: "Beautifully warm and light, with ribbed cuffs and hem.",
    },
  ],
  fits: [
    {
      nl: "Valt normaal; ruim rond de schouders.",
      en: "True to size; relaxed across the shoulders.",
    },
    {
      nl: "Korte lengte, mooi op een hoge taille.",
      en: "Cropped length, lovely over a high waist.",
    },
    { nl: "Ruim model met verlaagde schouders.", en: "Relaxed fit with dropped shoulders." },
  ],
  styling: [
    {
      nl: "Draag hem dicht als trui of open als jasje.",
      en: "Wear it buttoned as a jumper or open as a jacket.",
    },
    { nl: "Mooi met een plissérok en loafers.", en: "Lovely with a pleated skirt and loafers." },
  ],
  taglines: [
    { nl: "Zacht, warm en tijdloos.", en: "Soft, warm and timeless." },
    { nl: "Het vest dat je nooit meer uittrekt.", en: "The cardigan you'll never take off." },
    { nl: "Fijn gebreid, mooi afgewerkt.", en: "Finely knitted, beautifully finished." },
  ],
};
