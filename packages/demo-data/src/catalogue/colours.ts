import type { Localized } from "@etalage/contracts";

export type ColourCode =
  | "zwart"
  | "wit"
  | "rood"
  | "blauw"
  | "groen"
  | "beige"
  | "camel"
  | "grijs"
  | "roze"
  | "bordeaux"
  | "navy"
  | "ecru";

export interface ShopColour {
  code: ColourCode;
  /** Option value of the color attribute. */
  value: number;
  label: Localized;
  /** Swatch and picture colour, six hex digits without "#". */
  hex: string;
  /** Part of a variant's sku, e.g. JRK-1001-ZWART-M. */
  skuPart: string;
}

const colour = (
  code: ColourCode,
  value: number,
  nl: string,
  en: string,
  hex: string,
): ShopColour => ({
  code,
  value,
  label: { nl, en },
  hex,
  skuPart: code.toUpperCase(),
});

/** The shop's colour card: muted, wearable tones rather than screen primaries. */
export const COLOURS: readonly ShopColour[] = [
  colour("zwart", 101, "Zwart", "Black", "2a2726"),
  colour("wit", 102, "Wit", "White", "f5f3ee"),
  colour("rood", 103, "Rood", "Red", "b0362f"),
  colour("blauw", 104, "Blauw", "Blue", "4a6fa5"),
  colour("groen", 105, "Groen", "Green", "5d7052"),
  colour("beige", 106, "Beige", "Beige", "d9c4a8"),
  colour("camel", 107, "Camel", "Camel", "b3834f"),
  colour("grijs", 108, "Grijs", "Grey", "9b9994"),
  colour("roze", 109, "Roze", "Pink", "e2aeb6"),
  colour("bordeaux", 110, "Bordeaux", "Burgundy", "6e2335"),
  colour("navy", 111, "Navy", "Navy", "27324f"),
  colour("ecru", 112, "Ecru", "Ecru", "ece3cf"),
];

const byCode = new Map(COLOURS.map((c) => [c.code, c]));

export function colourOf(code: ColourCode): ShopColour {
  return byCode.get(code)!;
}
