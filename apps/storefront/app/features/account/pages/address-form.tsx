import type { Customer } from "@etalage/contracts";
import { accountAddressRules } from "@etalage/contracts/shop-forms";
import { useTranslation } from "../../../i18n/i18n";
import { formRules } from "../../../lib/form-rules";
import { AddressFields } from "../../../ui/address-fields";
import { fromSavedAddress, toAccountAddress } from "../../../ui/address-values";
import { AccountFormShell, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import type { EditedAddress } from "../rules/address-book";

interface AddressFormProps {
  address: EditedAddress | null;
  customer: Customer;
  onSave(address: EditedAddress): Promise<void>;
  onCancel(): void;
}

/** Adds or edits one address (docs/specification/validation.md rules: names of 2 letters, zip-code of 3). */
export function AddressForm({ address, customer, onSave, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const form = useAccountForm(
    fromSavedAddress(
      address ?? {
        firstname: customer.firstname,
        lastname: customer.lastname,
        street: [],
        city: "",
        postcode: "",
        country_id: "NL",
      },
    ),
    () => formRules(accountAddressRules),
  );
  return (
    <AccountFormShell
      testId="address-form"
      onSubmit={() => {
        void form.submit((values) => {
          const saved = toAccountAddress(values);
          return onSave({ ...address, ...saved, region: address?.region ?? saved.region });
        });
      }}
    >
      <AddressFields
        value={form.values}
        onChange={form.set}
        errorOf={(field) => form.errors[field]}
        touch={form.check}
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
    </AccountFormShell>
  );
}
