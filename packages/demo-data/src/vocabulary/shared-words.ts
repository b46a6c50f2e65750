import type { Localized } from "@etalage/contracts";
import type { Detail } from "./kind-spec";

/** Details that more than one kind of garment has, written once so every kind says them alike. */
export const TIE_BELT: Detail = { nl: "met strikceintuur", en: "with tie belt" };
export const PUFF_SLEEVES: Detail = { nl: "met pofmouwen", en: "with puff sleeves" };
export const V_NECK: Detail = { nl: "met V-hals", en: "with V-neck" };
export const BUTTON_FRONT: Detail = { nl: "met knoopsluiting", en: "with button front" };
export const ELASTIC_WAIST: Detail = { nl: "met elastische taille", en: "with elastic waist" };
export const SLANT_POCKETS: Detail = { nl: "met steekzakken", en: "with slant pockets" };

/** A print the picture shows; English puts it before the noun ("Floral summer dress"). */
function printDetail(
  words: { nl: string; en: string; print: "floral" | "dots" },
  variants?: readonly string[],
): Detail {
  return variants ? { ...words, before: true, variants } : { ...words, before: true };
}

/** A floral print, on the picture variants given (every variant without them). */
export const floralPrint = (variants?: readonly string[]): Detail =>
  printDetail({ nl: "met bloemenprint", en: "floral", print: "floral" }, variants);

/** Polka dots, on the picture variants given (every variant without them). */
export const dotsPrint = (variants?: readonly string[]): Detail =>
  printDetail({ nl: "met stippen", en: "polka dot", print: "dots" }, variants);

/** The fit of a garment or shoe that is neither small nor large. */
export const TRUE_TO_SIZE: Localized = {
  nl: "Valt normaal; kies je gewone maat.",
  en: "True to size; take your usual size.",
};
