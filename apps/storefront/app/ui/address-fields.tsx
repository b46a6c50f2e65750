import type { MessageKey } from "../i18n/translate";
import { useStoreView } from "../lib/use-store-view";
import type { AddressValues } from "./address-values";
import { countryOptions } from "./countries";
import { FormField, SelectField } from "./form-field";
import "../i18n/checkout-texts";

export type AddressField = keyof AddressValues;

export interface AddressFieldsProps {
  value: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  errorOf: (field: AddressField) => MessageKey | undefined;
  touch: (field: AddressField) => void;
  /** The browser's autofill section: the checkout's "shipping" or "billing", none in the account. */
  section?: "shipping" | "billing";
}

/**
 * The shop's one address form: name, street and house number, apartment, postcode, city, country
 * and phone, for the checkout's shipping and billing address and the account's addresses.
 */
export function AddressFields({ value, onChange, errorOf, touch, section }: AddressFieldsProps) {
  const store = useStoreView();
  const field = (name: AddressField, autoComplete: string) => ({
    name,
    label: `checkout.fields.${name}` as MessageKey,
    value: value[name],
    error: errorOf(name),
    onBlur: () => touch(name),
    onChange: (next: string) => onChange(name, next),
    autoComplete: section ? `section-${section} ${section} ${autoComplete}` : autoComplete,
  });
  return (
    <div className="address-fields">
      <div className="field-row">
        <FormField {...field("firstName", "given-name")} />
        <FormField {...field("lastName", "family-name")} />
      </div>
      <FormField {...field("streetAddress", "address-line1")} />
      <FormField {...field("apartmentNumber", "address-line2")} />
      <div className="field-row field-row--postcode">
        <FormField {...field("zipCode", "postal-code")} />
        <FormField {...field("city", "address-level2")} />
      </div>
      <SelectField {...field("country", "country")} options={countryOptions(store.locale)} />
      <FormField {...field("phoneNumber", "tel")} type="tel" inputMode="tel" />
    </div>
  );
}
