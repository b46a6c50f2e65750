import {
  emailAddress,
  newPassword,
  personName,
  profileName,
  required,
  type ShopRule,
  taxId,
  zipCode,
} from "./field-rules";

/**
 * The rules of each storefront form, field by field, under the names the forms give their
 * fields. The storefront checks a field with its rule when the shopper leaves it and every field
 * on submit; a repeated password and ticked boxes depend on more than one field and are checked
 * by the form itself with `repeatOf` and `acceptedTerms`.
 */
type Rules = Record<string, ShopRule>;

/** The checkout's shipping and billing address: a name of 3 letters, as everywhere but the profile. */
export const checkoutAddressRules = {
  firstName: personName,
  lastName: required,
  streetAddress: required,
  zipCode,
  city: required,
  country: required,
} satisfies Rules;

/** The account's addresses: names of 2 letters, as in the profile. */
export const accountAddressRules = {
  firstName: profileName,
  lastName: profileName,
  streetAddress: required,
  zipCode,
  city: required,
} satisfies Rules;

/** The checkout's personal details; a guest's new password is checked as the register form's. */
export const personalDetailsRules = {
  firstName: personName,
  lastName: required,
  emailAddress,
} satisfies Rules;

/** The checkout's business details: the company is free, a tax id has 3 characters. */
export const businessDetailsRules = { taxId } satisfies Rules;

export const loginRules = { email: emailAddress, password: required } satisfies Rules;
export const forgottenPasswordRules = { email: emailAddress } satisfies Rules;
export const registerRules = {
  email: emailAddress,
  firstname: personName,
  lastname: personName,
  password: newPassword,
} satisfies Rules;
export const profileRules = {
  firstname: profileName,
  lastname: profileName,
  email: emailAddress,
} satisfies Rules;
export const newPasswordRules = { password: newPassword } satisfies Rules;
export const passwordChangeRules = { current: required, password: newPassword } satisfies Rules;

/** The customer services' forms. */
export const contactRules = {
  name: personName,
  email: emailAddress,
  subject: required,
  message: required,
} satisfies Rules;
export const reviewRules = {
  title: required,
  detail: required,
  nickname: required,
} satisfies Rules;
export const newsletterRules = { email: emailAddress } satisfies Rules;
