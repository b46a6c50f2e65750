import type { StoreCode } from "@etalage/contracts";
import checkoutEn from "./checkout.en.json";
import checkoutNl from "./checkout.nl.json";
import en from "./en.json";
import nl from "./nl.json";

/**
 * Every shop text, per store view. Each feature keeps its texts in its own pair of files under a
 * top-level key of its own (shell and catalogue: nl.json/en.json; cart and checkout:
 * checkout.*.json); a test keeps the Dutch and English keys in step.
 */
const dutch = { ...nl, ...checkoutNl };
export type Messages = typeof dutch;

export const messages: Record<StoreCode, Messages> = {
  nl: dutch,
  en: { ...en, ...checkoutEn },
};
