import type { Customer } from "@etalage/contracts";
import { useId } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { nameRule, required, zipCode } from "../rules/account-fields";
import type { EditedAddress } from "../rules/address-book";

/** The countries the shop ships to. */
const COUNTRIES = ["NL", "BE", "DE", "LU", "FR"] as const;

interface AddressFormProps {
  address: EditedAddress | null;
  customer: Customer;
  onSave(address: EditedAddress): Promise<void>;
  onCancel(): void;
}

/** Adds or edits one address (docs/specification/validation.md rules: names of 2 letters, zip-code of 3). */
export function AddressForm({ address, customer, onSave, onCancel }: AddressFormProps) {
  const { t, store } = useTranslation();
  const countryId = useId();
  const names = new Intl.DisplayNames([store === "nl" ? "nl-NL" : "en-GB"], { type: "region" });
  const form = useAccountForm(
    {
      firstname: address?.firstname ?? customer.firstname,
      lastname: address?.lastname ?? customer.lastname,
      street: address?.street.join(" ") ?? "",
      postcode: address?.postcode ?? "",
      city: address?.city ?? "",
      country: address?.country_id ?? "NL",
      telephone: address?.telephone ?? "",
    },
    () => ({
      firstname: nameRule("profile"),
      lastname: nameRule("profile"),
      street: required,
      postcode: zipCode,
      city: required,
    }),
  );
  return (
    <form
      className="account-form"
      noValidate
      data-testid="address-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit((values) =>
          onSave({
            ...address,
            firstname: values.firstname.trim(),
            lastname: values.lastname.trim(),
            street: [values.street.trim()],
            postcode: values.postcode.trim(),
            city: values.city.trim(),
            country_id: values.country,
            region: address?.region ?? { region: null, region_id: null, region_code: null },
            ...(values.telephone.trim() ? { telephone: values.telephone.trim() } : {}),
          }),
        );
      }}
    >
      <div className="account-form__row">
        <AccountField
          form={form}
          name="firstname"
          label="account.fields.firstname"
          autoComplete="given-name"
        />
        <AccountField
          form={form}
          name="lastname"
          label="account.fields.lastname"
          autoComplete="family-name"
        />
      </div>
      <AccountField
        form={form}
        name="street"
        label="account.fields.street"
        autoComplete="street-address"
      />
      <div className="account-form__row">
        <AccountField
          form={form}
          name="postcode"
          label="account.fields.postcode"
          autoComplete="postal-code"
        />
        <AccountField
          form={form}
          name="city"
          label="account.fields.city"
          autoComplete="address-level2"
        />
      </div>
      <div className="account-field">
        <label htmlFor={countryId} className="account-field__label">
          {t("account.fields.country")}
        </label>
        <select
          id={countryId}
          name="country"
          className="account-field__input"
          value={form.values.country}
          onChange={(event) => form.set("country", event.target.value)}
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {names.of(code)}
            </option>
          ))}
        </select>
      </div>
      <AccountField
        form={form}
        name="telephone"
        label="account.fields.telephone"
        type="tel"
        autoComplete="tel"
      />
      <FormRefusal message={form.refusal} />
      <div className="address-card__actions">
        <button type="submit" className="button" disabled={form.busy}>
          {t("account.addresses.save")}
        </button>
        <button type="button" className="account-link" onClick={onCancel}>
          {t("account.addresses.cancel")}
        </button>
      </div>
    </form>
  );
}
