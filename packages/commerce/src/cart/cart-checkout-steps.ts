import type {
  CartAddress,
  CartTotals,
  PaymentMethod,
  ShippingInformationResult,
  ShippingMethod,
} from "@etalage/contracts";
import { CART_MESSAGES, paymentMethodCode } from "@etalage/contracts";
import { updateQuote } from "@etalage/db";
import type { CartContext } from "./cart-context";
import { invalid } from "./cart-error";
import { holdsOnlyVirtualItems, shippingChargeFor } from "./cart-shipping";
import { totalsOf } from "./cart-totals";
import type { OpenCart } from "./open-cart";
import { paymentMethodsFor } from "./payment-methods";
import { priceCart } from "./priced-cart";
import { FLAT_RATE, isKnownShippingMethod, shippingMethodsFor } from "./shipping-methods";

export interface ShippingInformation {
  shippingAddress: CartAddress;
  billingAddress?: CartAddress;
  shippingCarrierCode?: string;
  shippingMethodCode?: string;
}

export interface ChosenMethods {
  paymentMethod?: { method: string };
  shippingCarrierCode?: string;
  shippingMethodCode?: string;
}

/** docs/specification/validation.md: totals need a country in the shipping or payment details. */
function requireCountry(countryId: string | undefined): string {
  const country = countryId?.trim().toUpperCase();
  if (!country) throw invalid(CART_MESSAGES.countryRequired);
  return country;
}

function requireShippingMethod(
  carrier: string = FLAT_RATE.carrierCode,
  method: string = FLAT_RATE.methodCode,
) {
  if (!isKnownShippingMethod(carrier, method))
    throw invalid(CART_MESSAGES.shippingMethodUnknown(carrier, method));
  return { carrier, method };
}

/** `payment-methods`: what the cart can be paid with, in its store's language. */
export async function cartPaymentMethods(
  ctx: CartContext,
  cart: OpenCart,
): Promise<PaymentMethod[]> {
  const priced = await priceCart(ctx, cart);
  return paymentMethodsFor(cart.quote.store_code, holdsOnlyVirtualItems(priced.lines));
}

/** `shipping-methods`: how the cart can be shipped to a country. */
export async function cartShippingMethods(
  ctx: CartContext,
  cart: OpenCart,
  countryId: string | undefined,
): Promise<ShippingMethod[]> {
  requireCountry(countryId);
  const priced = await priceCart(ctx, cart);
  const store = cart.quote.store_code;
  return shippingMethodsFor(store, shippingChargeFor(store, priced.lines));
}

/** `shipping-information`: stores the addresses and the shipping method, answers methods and totals. */
export async function saveShippingInformation(
  ctx: CartContext,
  cart: OpenCart,
  info: ShippingInformation,
): Promise<ShippingInformationResult> {
  const countryId = requireCountry(info.shippingAddress.countryId);
  const { carrier, method } = requireShippingMethod(
    info.shippingCarrierCode,
    info.shippingMethodCode,
  );
  const shippingAddress = { ...info.shippingAddress, countryId };
  const billingAddress = info.billingAddress ?? shippingAddress;
  await updateQuote(
    ctx.db,
    cart.quote.id,
    {
      shipping_address: JSON.stringify(shippingAddress),
      billing_address: JSON.stringify(billingAddress),
      shipping_carrier_code: carrier,
      shipping_method_code: method,
      customer_email: billingAddress.email ?? shippingAddress.email ?? cart.quote.customer_email,
    },
    ctx.now().toISOString(),
  );
  const priced = await priceCart(ctx, cart);
  return {
    payment_methods: paymentMethodsFor(cart.quote.store_code, holdsOnlyVirtualItems(priced.lines)),
    totals: await totalsOf(ctx, cart, priced),
  };
}

/** `collect-totals`: totals, after storing the chosen methods when the body names them. */
export async function collectTotals(
  ctx: CartContext,
  cart: OpenCart,
  methods: ChosenMethods | undefined,
): Promise<CartTotals> {
  const priced = await priceCart(ctx, cart);
  if (methods) {
    const { carrier, method } = requireShippingMethod(
      methods.shippingCarrierCode,
      methods.shippingMethodCode,
    );
    const available = paymentMethodsFor(cart.quote.store_code, holdsOnlyVirtualItems(priced.lines));
    const sent = methods.paymentMethod?.method;
    const payment = sent === undefined ? null : paymentMethodCode(sent);
    if (sent !== undefined && !available.some((m) => m.code === payment))
      throw invalid(CART_MESSAGES.paymentMethodUnavailable);
    await updateQuote(
      ctx.db,
      cart.quote.id,
      {
        shipping_carrier_code: carrier,
        shipping_method_code: method,
        ...(payment ? { payment_method_code: payment } : {}),
      },
      ctx.now().toISOString(),
    );
    if (payment) {
      const quote = { ...cart.quote, payment_method_code: payment };
      return totalsOf(ctx, { ...cart, quote }, priced);
    }
  }
  return totalsOf(ctx, cart, priced);
}
