import type { Customer, CustomerAddress } from "@etalage/contracts";
import { useTranslation } from "../../i18n/i18n";
import { SavedAddressLines } from "../../ui/saved-address-lines";
import type { AddressDetails } from "./checkout-state";
import { defaultAddress } from "./rules/customer-prefill";
import { savedAddressOf, saveOffer } from "./rules/saved-addresses";

/**
 * A logged-in customer's saved addresses to choose from, and "another address" to type a new one.
 * Which one is chosen follows from the fields: the saved address they hold, else another.
 */
export function SavedAddressPicker({
  customer,
  value,
  section,
  onChoose,
  onNew,
}: {
  customer: Customer | null;
  value: AddressDetails;
  section: "shipping" | "billing";
  onChoose: (address: CustomerAddress) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  if (customer === null || customer.addresses.length === 0) return null;
  const chosen = savedAddressOf(customer.addresses, value);
  const byDefault = defaultAddress(customer);
  return (
    <fieldset className="choice-list saved-addresses" data-testid={`saved-addresses-${section}`}>
      <legend className="choice-list__legend">{t("checkout.savedAddresses.title")}</legend>
      {customer.addresses.map((address) => (
        <label key={address.id} className="choice choice--address">
          <input
            type="radio"
            name={`${section}SavedAddress`}
            value={String(address.id)}
            checked={chosen?.id === address.id}
            onChange={() => onChoose(address)}
          />
          <span className="choice__label saved-address">
            <SavedAddressLines address={address} nameClassName="saved-address__name" />
          </span>
          {byDefault?.id === address.id ? (
            <span className="saved-address__default">{t("checkout.savedAddresses.default")}</span>
          ) : null}
        </label>
      ))}
      <label className="choice">
        <input
          type="radio"
          name={`${section}SavedAddress`}
          value="new"
          checked={chosen === undefined}
          onChange={onNew}
        />
        <span className="choice__label">{t("checkout.savedAddresses.other")}</span>
      </label>
    </fieldset>
  );
}

/** Under a new address: the checkbox to keep it in the account, or why it cannot be kept. */
export function SaveAddressOffer({
  customer,
  value,
  checked,
  section,
  onChange,
}: {
  customer: Customer | null;
  value: AddressDetails;
  checked: boolean;
  section: "shipping" | "billing";
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const offer = saveOffer(customer, value);
  if (offer === "none") return null;
  if (offer === "full") return <p className="checkout-note">{t("checkout.savedAddresses.full")}</p>;
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name={`${section}SaveToAccount`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t("checkout.savedAddresses.save")}</span>
    </label>
  );
}
