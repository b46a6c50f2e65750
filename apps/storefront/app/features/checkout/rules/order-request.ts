import type { OrderAddress, OrderRequest, StoreView } from "@etalage/contracts";
import type { CartLine } from "../../cart/public";
import type { AddressDetails, CheckoutState } from "../checkout-state";

const street = (a: AddressDetails) =>
  [a.streetAddress.trim(), a.apartmentNumber.trim()].filter((part) => part !== "");

function orderAddress(a: AddressDetails, email: string): OrderAddress {
  return {
    firstname: a.firstName.trim(),
    lastname: a.lastName.trim(),
    street: street(a),
    city: a.city.trim(),
    postcode: a.zipCode.trim(),
    country_id: a.country,
    ...(a.phoneNumber.trim() ? { telephone: a.phoneNumber.trim() } : {}),
    email,
  };
}

/** The shipping address as the cart's shipping calls take it (camelCase countryId). */
export function cartShippingAddress(state: CheckoutState) {
  const a = state.shippingDetails;
  return {
    countryId: a.country,
    firstname: a.firstName.trim(),
    lastname: a.lastName.trim(),
    street: street(a),
    city: a.city.trim(),
    postcode: a.zipCode.trim(),
    ...(a.phoneNumber.trim() ? { telephone: a.phoneNumber.trim() } : {}),
    email: state.personalDetails.emailAddress.trim(),
  };
}

/** "flatrate/flatrate" → carrier and method. */
export function shippingCodes(method: string): { carrier: string; method: string } {
  const [carrier = "", code = ""] = method.split("/");
  return { carrier, method: code };
}

/**
 * The body of `POST /api/order` (docs/specification/api-shapes.md §3). Prices go along as Vue Storefront sends them,
 * but the server prices every line itself; `order_id` makes a re-send place nothing new.
 */
export function orderRequest(input: {
  state: CheckoutState;
  lines: readonly CartLine[];
  cartId: string | null;
  orderId: string;
  store: StoreView;
  now: Date;
}): OrderRequest {
  const { state, store } = input;
  const email = state.personalDetails.emailAddress.trim();
  const shipping = orderAddress(state.shippingDetails, email);
  const payment = state.paymentDetails;
  const billing: OrderAddress = {
    ...(payment.sameAsShipping ? shipping : orderAddress(payment, email)),
    ...(payment.company.trim() ? { company: payment.company.trim() } : {}),
    ...(payment.taxId.trim() ? { vat_id: payment.taxId.trim() } : {}),
  };
  const codes = shippingCodes(state.shippingDetails.shippingMethod);
  return {
    order_id: input.orderId,
    created_at: input.now.toISOString(),
    updated_at: input.now.toISOString(),
    transmited: false,
    user_id: "",
    ...(input.cartId ? { cart_id: input.cartId } : {}),
    store_code: store.storeCode,
    store_id: store.storeId,
    products: input.lines.map((line) => ({
      sku: line.sku,
      qty: line.qty,
      price: line.price_incl_tax,
      name: line.name,
      product_type: line.type_id,
      ...(line.product_option ? { product_option: line.product_option } : {}),
    })),
    addressInformation: {
      shippingAddress: { ...shipping, sameAsBilling: payment.sameAsShipping ? 1 : 0 },
      billingAddress: billing,
      shipping_method_code: codes.method,
      shipping_carrier_code: codes.carrier,
      payment_method_code: payment.paymentMethod,
      payment_method_additional: {},
    },
  };
}
