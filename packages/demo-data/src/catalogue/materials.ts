import type { Localized } from "@etalage/contracts";

export type MaterialCode =
  | "katoen"
  | "linnen"
  | "wol"
  | "leer"
  | "zijde"
  | "viscose"
  | "suede"
  | "kasjmier";

export interface ShopMaterial {
  code: MaterialCode;
  /** Option value of the material attribute. */
  value: number;
  label: Localized;
  /** Adjective before a product noun ("Wollen wikkeljas" / "Wool wrap coat"); null reads oddly. */
  adjective: Localized | null;
  /** "Made of …" sentence. */
  madeOf: Localized;
  care: Localized;
}

export const MATERIALS: readonly ShopMaterial[] = [
  {
    code: "katoen",
    value: 301,
    label: { nl: "Katoen", en: "Cotton" },
    adjective: { nl: "katoenen", en: "cotton" },
    madeOf: { nl: "Gemaakt van stevig biologisch katoen.", en: "Made of sturdy organic cotton." },
    care: {
      nl: "Wassen op 30 °C, binnenstebuiten, en liefst aan de lijn drogen.",
      en: "Machine wash at 30 °C inside out, and line dry where you can.",
    },
  },
  {
    code: "linnen",
    value: 302,
    label: { nl: "Linnen", en: "Linen" },
    adjective: { nl: "linnen", en: "linen" },
    madeOf: { nl: "Gemaakt van 100% Europees linnen.", en: "Made of 100% European linen." },
    care: {
      nl: "Wassen op 30 °C; linnen kreukt mooi en wordt zachter bij elke wasbeurt.",
      en: "Machine wash at 30 °C; linen creases beautifully and softens with every wash.",
    },
  },
  {
    code: "wol",
    value: 303,
    label: { nl: "Wol", en: "Wool" },
    adjective: { nl: "wollen", en: "wool" },
    madeOf: { nl: "Gemaakt van warme, ademende wol.", en: "Made of warm, breathable wool." },
    care: {
      nl: "Handwas of wolprogramma op 30 °C, liggend laten drogen.",
      en: "Hand wash or wool cycle at 30 °C, dry flat.",
    },
  },
  {
    code: "leer",
    value: 304,
    label: { nl: "Leer", en: "Leather" },
    adjective: { nl: "leren", en: "leather" },
    madeOf: {
      nl: "Gemaakt van plantaardig gelooid leer dat mooi patineert.",
      en: "Made of vegetable-tanned leather that ages beautifully.",
    },
    care: {
      nl: "Afborstelen met een zachte borstel en af en toe verzorgen met lederbalsem.",
      en: "Brush gently and treat with leather balm from time to time.",
    },
  },
  {
    code: "zijde",
    value: 305,
    label: { nl: "Zijde", en: "Silk" },
    adjective: { nl: "zijden", en: "silk" },
    madeOf: { nl: "Gemaakt van zachte moerbeizijde.", en: "Made of soft mulberry silk." },
    care: {
      nl: "Handwas in koud water of laten stomen.",
      en: "Hand wash in cold water or dry clean.",
    },
  },
  {
    code: "viscose",
    value: 306,
    label: { nl: "Viscose", en: "Viscose" },
    adjective: null,
    madeOf: {
      nl: "Gemaakt van soepele viscose met een zachte val.",
      en: "Made of fluid viscose with a soft drape.",
    },
    care: {
      nl: "Wassen op 30 °C met een fijnwasprogramma, niet in de droger.",
      en: "Wash at 30 °C on a delicate cycle, do not tumble dry.",
    },
  },
  {
    code: "suede",
    value: 307,
    label: { nl: "Suède", en: "Suede" },
    adjective: { nl: "suède", en: "suede" },
    madeOf: { nl: "Gemaakt van fluweelzacht suède.", en: "Made of velvety suede." },
    care: {
      nl: "Beschermen met een suèdespray en opfrissen met een suèdeborstel.",
      en: "Protect with suede spray and refresh with a suede brush.",
    },
  },
  {
    code: "kasjmier",
    value: 308,
    label: { nl: "Kasjmier", en: "Cashmere" },
    adjective: { nl: "kasjmier", en: "cashmere" },
    madeOf: {
      nl: "Gemaakt van een lichte mix van wol en kasjmier.",
      en: "Made of a light wool and cashmere blend.",
    },
    care: {
      nl: "Handwas in lauw water met wolwasmiddel, liggend laten drogen.",
      en: "Hand wash lukewarm with wool detergent, dry flat.",
    },
  },
];

const byCode = new Map(MATERIALS.map((m) => [m.code, m]));

export function materialOf(code: MaterialCode): ShopMaterial {
  return byCode.get(code)!;
}
