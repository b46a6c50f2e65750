/**
 * What the cart and checkout answer when they refuse something: the `result` of a 4xx reply, in
 * English. The seeds' texts where the seeds have one (docs/specification/validation.md, docs/specification/messages.md; docs/specification/validation.md, docs/specification/messages.md), else
 * Magento's, which the storefront knows. The server sends them; the storefront recognises them
 * to show its own words in the shopper's language, so both read them from here.
 */
const ONLY_AVAILABLE = /^Only (\d+) products of this type are available\.$/;
const SHIPPING_METHOD_UNKNOWN = "Carrier with such method not found";

export const CART_MESSAGES = {
  outOfStock: "The product is out of stock and cannot be added to the cart!",
  priceUnknown: "Product price is unknown, product cannot be added to the cart!",
  noSuchConfiguration:
    "No such configuration for the product. Please do choose another combination of attributes.",
  orderedProductsUnavailable: "Some of the ordered products are not available!",
  onlyAvailable: (qty: number) => `Only ${qty} products of this type are available.`,
  couponInvalid: "The coupon code isn't valid. Verify the code and try again.",
  productNotFound:
    "The product that was requested doesn't exist. Verify the product and try again.",
  productDisabled: "Product that you are trying to add is not available.",
  optionsRequired:
    "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
  bundleOptionsRequired: "Please specify product option(s).",
  optionsUnavailable: "Some of the selected item options are not currently available.",
  textTooLong: "The text is too long. Shorten the text and try again.",
  groupedProduct: "A grouped product goes into the cart as its separate products.",
  cartNotFound: (cartId: string) => `No such entity with cartId = ${cartId}`,
  itemNotFound: (cartId: string, itemId: number) =>
    `The ${cartId} Cart doesn't contain the ${itemId} item.`,
  countryRequired: "A country is required to calculate totals",
  shippingMethodUnknown: (carrier: string, method: string) =>
    `${SHIPPING_METHOD_UNKNOWN}: ${carrier}, ${method}`,
  paymentMethodUnavailable: "The requested Payment Method is not available.",
  emailRequired: "An e-mail address is required to place an order",
  orderIdTaken: "An order with this order_id was already placed for another cart or e-mail address",
  notAuthorized: "not authorized",
} as const;

/** The quantity in `CART_MESSAGES.onlyAvailable(qty)`, or null for another message. */
export function onlyAvailableQty(message: string): number | null {
  const only = ONLY_AVAILABLE.exec(message);
  return only ? Number(only[1]) : null;
}

/** Whether a message is `CART_MESSAGES.shippingMethodUnknown(…)`, whatever method it names. */
export const isShippingMethodUnknown = (message: string): boolean =>
  message.startsWith(`${SHIPPING_METHOD_UNKNOWN}: `);
