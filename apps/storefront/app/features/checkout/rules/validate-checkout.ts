import {
  businessDetailsRules,
  checkoutAddressRules,
  personalDetailsRules,
} from "@etalage/contracts/shop-forms";
import type { MessageKey } from "../../../i18n/translate";
import * as rules from "../../../lib/form-rules";
import type {
  AddressDetails,
  CheckoutState,
  CheckoutStep,
  PaymentDetails,
  PersonalDetails,
  ShippingDetails,
} from "../checkout-state";

const address = rules.formRules(checkoutAddressRules);
const personal = rules.formRules(personalDetailsRules);
const business = rules.formRules(businessDetailsRules);

/** Each field's message by its rules, in the order of the form. */
const entriesOf = <F extends string>(
  values: Record<F, string>,
  fieldRules: Record<F, rules.FieldRule>,
): [string, MessageKey | null][] =>
  (Object.keys(fieldRules) as F[]).map((field) => [field, fieldRules[field](values[field])]);

/** Field name → the message of its first broken rule. Empty when the step is valid. */
export type FieldErrors = Partial<Record<string, MessageKey>>;

function check(entries: [string, MessageKey | null][]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

/**
 * The personal details; a guest who asks for an account also needs a password by the register
 * form's rules, typed twice.
 */
export const validatePersonal = (
  d: Pick<PersonalDetails, "firstName" | "lastName" | "emailAddress"> &
    Partial<Pick<PersonalDetails, "createAccount" | "password" | "repeatPassword">>,
) =>
  check([
    ...entriesOf(d, personal),
    ...(d.createAccount
      ? ([
          ["password", rules.newPassword(d.password ?? "")],
          ["repeatPassword", rules.sameAs(d.password ?? "")(d.repeatPassword ?? "")],
        ] satisfies [string, MessageKey | null][])
      : []),
  ]);

const addressEntries = (d: AddressDetails) => entriesOf(d, address);

export const validateShipping = (
  d: Pick<ShippingDetails, keyof AddressDetails | "shippingMethod">,
) => check([...addressEntries(d), ["shippingMethod", rules.required(d.shippingMethod)]]);

export const validatePayment = (
  d: Pick<PaymentDetails, keyof AddressDetails | "sameAsShipping" | "taxId" | "paymentMethod">,
) =>
  check([
    ...(d.sameAsShipping ? [] : addressEntries(d)),
    ...entriesOf(d, business),
    ["paymentMethod", rules.required(d.paymentMethod)],
  ]);

export const validateReview = (state: Pick<CheckoutState, "acceptedTerms" | "paymentDetails">) =>
  check([
    // iDEAL needs the shopper's bank before the payment can be created (docs/specification/validation.md).
    [
      "issuer",
      state.paymentDetails.paymentMethod === "ideal"
        ? rules.required(state.paymentDetails.issuer)
        : null,
    ],
    ["acceptedTerms", rules.acceptedTerms(state.acceptedTerms)],
  ]);

/** The errors of one step of the checkout. */
export function validateStep(step: CheckoutStep, state: CheckoutState): FieldErrors {
  switch (step) {
    case "personal":
      return validatePersonal(state.personalDetails);
    case "shipping":
      return validateShipping(state.shippingDetails);
    case "payment":
      return validatePayment(state.paymentDetails);
    case "review":
      return validateReview(state);
  }
}
