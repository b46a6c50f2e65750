import { CART_MESSAGES, isShippingMethodUnknown } from "@etalage/contracts";
import type { MessageKey } from "../../../i18n/translate";
import type { CheckoutStep } from "../checkout-state";

/** Where a refused order is shown: the step (and field) that caused it, or the cart summary. */
export interface RefusalPlace {
  place: CheckoutStep | "cart";
  field?: string;
  /** A shop text for it, or null to show the server's words under "Error placing an order". */
  key: MessageKey | null;
}

/** Why the order was not placed, where, and in the shopper's words. */
export interface CheckoutProblem extends Omit<RefusalPlace, "key"> {
  text: string;
  /** The message beside the field, when it has one of its own (else "Please check this field"). */
  fieldKey?: MessageKey;
  /** The heading over the text; "Error placing an order" unless said otherwise. */
  title?: MessageKey;
}

const ADDRESS_FIELDS: Record<string, string> = {
  firstname: "firstName",
  lastname: "lastName",
  street: "streetAddress",
  city: "city",
  postcode: "zipCode",
  country_id: "country",
  telephone: "phoneNumber",
  vat_id: "taxId",
  company: "company",
  email: "emailAddress",
};

const BAD_FIELD = /^Invalid order body addressInformation\.(shipping|billing)Address\.(\w+)/;

/**
 * Places an API refusal of `POST /api/order` next to what caused it: missing stock at the cart,
 * a payment or shipping method at its step, an address field at its field.
 */
export function placeOfRefusal(message: string): RefusalPlace {
  if (message === CART_MESSAGES.orderedProductsUnavailable) {
    return { place: "cart", key: "order.productsNotAvailable" };
  }
  if (message === CART_MESSAGES.productNotFound) {
    return { place: "cart", key: "cart.productNotFound" };
  }
  if (message === CART_MESSAGES.paymentMethodUnavailable) {
    return { place: "payment", field: "paymentMethod", key: "order.paymentMethodUnavailable" };
  }
  if (isShippingMethodUnknown(message)) {
    return { place: "shipping", field: "shippingMethod", key: "order.shippingMethodUnavailable" };
  }
  if (message === CART_MESSAGES.emailRequired) {
    return { place: "personal", field: "emailAddress", key: "rules.invalidEmail" };
  }
  const bad = BAD_FIELD.exec(message);
  if (bad) {
    const field = ADDRESS_FIELDS[bad[2] ?? ""] ?? "streetAddress";
    const place =
      field === "emailAddress" ? "personal" : bad[1] === "shipping" ? "shipping" : "payment";
    return { place, field, key: field === "zipCode" ? "rules.zipCodeMin" : "forms.checkField" };
  }
  return { place: "review", key: null };
}
