import type { StoreCode } from "@etalage/contracts";
import type rulesNl from "@etalage/contracts/shop-forms/rules.nl.json";
import type accountNl from "./account.nl.json";
import type catalogHomeNl from "./catalog-home.nl.json";
import type catalogListNl from "./catalog-list.nl.json";
import type catalogProductNl from "./catalog-product.nl.json";
import type checkoutNl from "./checkout.nl.json";
import type paymentNl from "./payment.nl.json";
import type servicesNl from "./services.nl.json";
import type shellNl from "./shell.nl.json";

/**
 * Every shop text, per store view. Each feature keeps its texts in its own pair of files under
 * top-level keys of its own (`shell.*.json`: header, footer, menu, notices, error pages; cart and
 * checkout: `checkout.*.json`; …); a test keeps the Dutch and English keys in step.
 */
export type Messages = typeof shellNl &
  typeof checkoutNl &
  typeof catalogListNl &
  typeof catalogProductNl &
  typeof catalogHomeNl &
  typeof accountNl &
  typeof paymentNl &
  typeof servicesNl &
  typeof rulesNl;

/**
 * Typed in full here, filled as the features' code loads (`texts.ts` calls `addMessages`), so a
 * page carries only its own texts, and in the browser only in its own language.
 */
export const messages = { nl: {}, en: {} } as Record<StoreCode, Messages>;

export function addMessages(code: StoreCode, texts: object): void {
  Object.assign(messages[code], texts);
}
