import type { StoreCode } from "@etalage/contracts";
import type catalogHomeNl from "./catalog-home.nl.json";
import type catalogListNl from "./catalog-list.nl.json";
import type catalogProductNl from "./catalog-product.nl.json";
import type checkoutNl from "./checkout.nl.json";
import en from "./en.json";
import nl from "./nl.json";

/**
 * Every shop text, per store view. Each feature keeps its texts in its own pair of files under a
 * top-level key of its own (shell and catalogue: nl.json/en.json; cart and checkout:
 * checkout.*.json); a test keeps the Dutch and English keys in step.
 */
export type Messages = typeof nl &
  typeof checkoutNl &
  typeof catalogListNl &
  typeof catalogProductNl &
  typeof catalogHomeNl;

/**
 * The cart and checkout texts are typed here but arrive with the cart's own code
 * (`checkout-texts.ts` calls `addMessages`), so the first page does not carry them.
 */
export const messages = { nl: { ...nl }, en: { ...en } } as Record<StoreCode, Messages>;

export function addMessages(texts: Record<StoreCode, object>): void {
  Object.assign(messages.nl, texts.nl);
  Object.assign(messages.en, texts.en);
}
