import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import { useStoreView } from "../../lib/use-store-view";
import type { AddressDetails } from "./checkout-state";
import { SelectField, TextField } from "./form-fields";
import { countryOptions } from "./rules/countries";

export interface AddressFieldsProps {
  value: AddressDetails;
  onChange: (field: keyof AddressDetails, value: string) => void;
  errorOf: (field: string) => MessageKey | undefined;
  touch: (field: string) => void;
  /** "shipping" or "billing": the browser's autofill section. */
  section: "shipping" | "billing";
}

/** Name, street and house number, apartment, postcode, city, country and phone of one address. */
export function AddressFields({ value, onChange, errorOf, touch, section }: AddressFieldsProps) {
  const { t } = useTranslation();
  const store = useStoreView();
  const text = (field: keyof AddressDetails, autoComplete: string, extra = {}) => (
    <TextField
      name={field}
      label={t(`checkout.fields.${field}` as MessageKey)}
      value={value[field]}
      error={errorOf(field)}
      onBlur={() => touch(field)}
      onChange={(next) => onChange(field, next)}
      autoComplete={`section-${section} ${section} ${autoComplete}`}
      {...extra}
    />
  );
  return (
    <div className="address-fields">
      <div className="field-row">
        {text("firstName", "given-name")}
        {text("lastName", "family-name")}
      </div>
      {text("streetAddress", "address-line1")}
      {text("apartmentNumber", "address-line2")}
      <div className="field-row field-row--postcode">
        {text("zipCode", "postal-code")}
        {text("city", "address-level2")}
      </div>
      <SelectField
        name="country"
        label={t("checkout.fields.country")}
        value={value.country}
        options={countryOptions(store.locale)}
        error={errorOf("country")}
        onBlur={() => touch("country")}
        onChange={(next) => onChange("country", next)}
        autoComplete={`section-${section} ${section} country`}
      />
      {text("phoneNumber", "tel", { type: "tel", inputMode: "tel" })}
    </div>
  );
}
