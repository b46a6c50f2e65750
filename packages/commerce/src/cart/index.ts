/** The refusals' texts live in contracts, which the storefront shares; kept here for the API. */
export { CART_MESSAGES } from "@etalage/contracts";
export {
  type CartCatalogue,
  searchCartCatalogue,
} from "./cart-catalogue";
export {
  type ChosenMethods,
  cartPaymentMethods,
  cartShippingMethods,
  collectTotals,
  type ShippingInformation,
  saveShippingInformation,
} from "./cart-checkout-steps";
export type { CartContext } from "./cart-context";
export { applyCoupon, couponOf, deleteCoupon, type ValidCoupon, validCoupon } from "./cart-coupon";
export { CartError, type CartErrorKind } from "./cart-error";
export { type CartItemChange, deleteCartItem, pullCart, updateCartItem } from "./cart-items";
export { type CartOwner, type CustomerResolver, GUEST, noCustomerAccounts } from "./cart-owner";
export { hasShippedItems, holdsOnlyVirtualItems, shippingChargeFor } from "./cart-shipping";
export { cartTotals } from "./cart-totals";
export { computeTotals, type PricedLine, type TotalsInput } from "./compute-totals";
export { assertGuestOrderQty, assertGuestQty } from "./guest-line-limit";
export type { CartLineRequest, RequestedProductOption } from "./line-request";
export { createCart, newCartId, type OpenCart, openCart } from "./open-cart";
export { PROVIDER_METHODS, paymentMethodsFor } from "./payment-methods";
export { assertSellable, resolveLine } from "./resolve-line";
export type { ResolvedLine } from "./resolved-line";
export { FLAT_RATE, isKnownShippingMethod, type ShippingCharge } from "./shipping-methods";
export { stockNeeds } from "./stock-check";
export { taxRatesOf } from "./tax-rates";
