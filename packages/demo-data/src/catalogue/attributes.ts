import type { SeedAttribute } from "@etalage/contracts";
import { COLOURS } from "./colours";
import { MATERIALS } from "./materials";
import { SIZES } from "./sizes";

export const ATTRIBUTE_IDS = { color: 93, size: 144, material: 148, erin_recommends: 151 } as const;

/** Colour, size and material options are numbered 101…, 201…, 301…; the boolean uses 0 and 1. */
export function createAttributes(): SeedAttribute[] {
  return [
    {
      id: ATTRIBUTE_IDS.color,
      code: "color",
      label: { nl: "Kleur", en: "Color" },
      frontendInput: "select",
      isUserDefined: true,
      isVisible: true,
      isComparable: true,
      isFilterable: true,
      position: 1,
      options: COLOURS.map((c, i) => ({
        value: c.value,
        label: c.label,
        swatch: `#${c.hex}`,
        position: i + 1,
      })),
    },
    {
      id: ATTRIBUTE_IDS.size,
      code: "size",
      label: { nl: "Maat", en: "Size" },
      frontendInput: "select",
      isUserDefined: true,
      isVisible: true,
      isComparable: true,
      isFilterable: true,
      position: 2,
      options: SIZES.map((s, i) => ({
        value: s.value,
        label: { nl: s.code, en: s.code },
        position: i + 1,
      })),
    },
    {
      id: ATTRIBUTE_IDS.material,
      code: "material",
      label: { nl: "Materiaal", en: "Material" },
      frontendInput: "select",
      isUserDefined: true,
      isVisible: true,
      isComparable: true,
      isFilterable: true,
      position: 3,
      options: MATERIALS.map((m, i) => ({ value: m.value, label: m.label, position: i + 1 })),
    },
    {
      id: ATTRIBUTE_IDS.erin_recommends,
      code: "erin_recommends",
      label: { nl: "Erin raadt aan", en: "Erin recommends" },
      frontendInput: "boolean",
      isUserDefined: true,
      isVisible: true,
      isComparable: true,
      isFilterable: true,
      position: 4,
      options: [
        { value: 1, label: { nl: "Ja", en: "Yes" }, position: 1 },
        { value: 0, label: { nl: "Nee", en: "No" }, position: 2 },
      ],
    },
  ];
}
