import type { PaymentMethod, PaymentMethodCode, ShippingMethod } from "@etalage/contracts";
import type { AddressValues } from "../../ui/address-values";

/** docs/specification/checkout-and-orders.md "Checkout state", personal details with the guest's optional account creation. */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** A guest asks for an account: it is made, and the shopper logged in, as the order is placed. */
  createAccount: boolean;
  /** The new account's password; kept in memory only and dropped once the account exists. */
  password: string;
  repeatPassword: string;
}

/** An address as the checkout form holds it (docs/specification/entities.md shippingDetails field names). */
export type AddressDetails = AddressValues;

export interface ShippingDetails extends AddressDetails {
  /** "carrier_code/method_code", e.g. "flatrate/flatrate". */
  shippingMethod: string;
  /** A logged-in customer keeps this new address in their account. */
  saveToAccount: boolean;
}

export interface PaymentDetails extends AddressDetails {
  sameAsShipping: boolean;
  company: string;
  taxId: string;
  paymentMethod: PaymentMethodCode | "";
  /** The iDEAL bank (an issuer id of fetch-issuers), chosen on the review step. */
  issuer: string;
  /** A logged-in customer keeps this new billing address in their account. */
  saveToAccount: boolean;
}

export type CheckoutStep = "personal" | "shipping" | "payment" | "review";
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  "personal",
  "shipping",
  "payment",
  "review",
];

export interface CheckoutState {
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  acceptedTerms: boolean;
  step: CheckoutStep;
  /** The client's id of the order being placed; kept while a retry could still place it twice. */
  orderId: string | null;
  /** When the shopper last changed the checkout (ms); the checkout is active for 30 minutes. */
  modifiedAt: number;
}

/** docs/specification/checkout-and-orders.md: the default country is NL. */
export const DEFAULT_COUNTRY = "NL";

const emptyAddress: AddressDetails = {
  firstName: "",
  lastName: "",
  country: DEFAULT_COUNTRY,
  streetAddress: "",
  apartmentNumber: "",
  city: "",
  zipCode: "",
  phoneNumber: "",
};

export const EMPTY_CHECKOUT: CheckoutState = {
  personalDetails: {
    firstName: "",
    lastName: "",
    emailAddress: "",
    createAccount: false,
    password: "",
    repeatPassword: "",
  },
  shippingDetails: { ...emptyAddress, shippingMethod: "", saveToAccount: false },
  paymentDetails: {
    ...emptyAddress,
    sameAsShipping: true,
    company: "",
    taxId: "",
    paymentMethod: "",
    issuer: "",
    saveToAccount: false,
  },
  shippingMethods: [],
  paymentMethods: [],
  acceptedTerms: false,
  step: "personal",
  orderId: null,
  modifiedAt: 0,
};

/** Once the account exists, the password is dropped (docs/specification/account.md) and no account is asked for. */
export const ACCOUNT_MADE: Pick<PersonalDetails, "createAccount" | "password" | "repeatPassword"> =
  {
    createAccount: false,
    password: "",
    repeatPassword: "",
  };

/** Moving on from the personal details: the shipping address starts with the shopper's name. */
export function withNamesCarried(s: CheckoutState): CheckoutState {
  const { firstName, lastName } = s.personalDetails;
  const shipping = s.shippingDetails;
  return {
    ...s,
    step: "shipping",
    shippingDetails: {
      ...shipping,
      firstName: shipping.firstName || firstName,
      lastName: shipping.lastName || lastName,
    },
  };
}
