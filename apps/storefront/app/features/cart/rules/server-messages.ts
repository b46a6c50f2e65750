import type { MessageKey } from "../../../i18n/translate";

/** The API's refusals the shop shows, by their English text (commerce CART_MESSAGES). */
const KNOWN: Record<string, MessageKey> = {
  "The product is out of stock and cannot be added to the cart!": "cart.outOfStock",
  "Product price is unknown, product cannot be added to the cart!": "cart.priceUnknown",
  "No such configuration for the product. Please do choose another combination of attributes.":
    "cart.noSuchConfiguration",
  "Some of the ordered products are not available!": "order.productsNotAvailable",
  "The coupon code isn't valid. Verify the code and try again.": "cart.couponInvalid",
  "Product that you are trying to add is not available.": "cart.productNotAvailable",
  "The product that was requested doesn't exist. Verify the product and try again.":
    "cart.productNotFound",
  "The product's required option(s) weren't entered. Make sure the options are entered and try again.":
    "cart.optionsRequired",
  "Please specify product option(s).": "cart.optionsRequired",
  "Some of the selected item options are not currently available.": "cart.optionsUnavailable",
  "The requested Payment Method is not available.": "order.paymentMethodUnavailable",
};

const ONLY_AVAILABLE = /^Only (\d+) products of this type are available\.$/;

/** The shop text for a refusal of the API, or null to show the server's own words. */
export function serverMessage(
  message: string,
): { key: MessageKey; values?: Record<string, number> } | null {
  const known = KNOWN[message];
  if (known) return { key: known };
  const only = ONLY_AVAILABLE.exec(message);
  if (only) return { key: "forms.onlyAvailable", values: { maxQuantity: Number(only[1]) } };
  return null;
}
