import { CART_MESSAGES, onlyAvailableQty } from "@etalage/contracts";
import type { MessageKey } from "../../../i18n/translate";

/** The API's refusals the shop shows in its own words, by the API's English text. */
const KNOWN: Record<string, MessageKey> = {
  [CART_MESSAGES.outOfStock]: "cart.outOfStock",
  [CART_MESSAGES.priceUnknown]: "cart.priceUnknown",
  [CART_MESSAGES.noSuchConfiguration]: "cart.noSuchConfiguration",
  [CART_MESSAGES.orderedProductsUnavailable]: "order.productsNotAvailable",
  [CART_MESSAGES.couponInvalid]: "cart.couponInvalid",
  [CART_MESSAGES.productDisabled]: "cart.productNotAvailable",
  [CART_MESSAGES.productNotFound]: "cart.productNotFound",
  [CART_MESSAGES.optionsRequired]: "cart.optionsRequired",
  [CART_MESSAGES.bundleOptionsRequired]: "cart.optionsRequired",
  [CART_MESSAGES.optionsUnavailable]: "cart.optionsUnavailable",
  [CART_MESSAGES.paymentMethodUnavailable]: "order.paymentMethodUnavailable",
};

/** The shop text for a refusal of the API, or null to show the server's own words. */
export function serverMessage(
  message: string,
): { key: MessageKey; values?: Record<string, number> } | null {
  const known = KNOWN[message];
  if (known) return { key: known };
  const maxQuantity = onlyAvailableQty(message);
  if (maxQuantity !== null) return { key: "forms.onlyAvailable", values: { maxQuantity } };
  return null;
}
