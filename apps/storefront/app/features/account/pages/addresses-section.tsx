import { useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { SavedAddressLines } from "../../../ui/saved-address-lines";
import { AccountSection } from "../account-section";
import {
  type EditedAddress,
  isDefault,
  MAX_ADDRESSES,
  removedAddress,
  savedAddress,
  withDefault,
} from "../rules/address-book";
import { theSession, useSession } from "../session/session-engine";
import { AddressForm } from "./address-form";

/** Shipping details: the saved addresses, each to edit, delete or make the default. */
export function AddressesSection() {
  const { t } = useTranslation();
  const user = useSession().user;
  const [editing, setEditing] = useState<EditedAddress | "new" | null>(null);
  if (!user) return null;
  const list: EditedAddress[] = user.addresses;
  const save = (addresses: EditedAddress[]) =>
    theSession()
      .updateProfile({
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        addresses,
      })
      .then(() => setEditing(null));

  return (
    <AccountSection id="addresses" title={t("account.addresses.title")}>
      {list.length === 0 ? <p className="account-note">{t("account.addresses.none")}</p> : null}
      <ul className="address-list" data-testid="address-list">
        {list.map((address, index) => (
          <li key={address.id ?? index} className="address-card">
            {isDefault(address) ? <strong>{t("account.addresses.default")}</strong> : null}
            <SavedAddressLines address={address} />
            <div className="address-card__actions">
              <button type="button" className="account-link" onClick={() => setEditing(address)}>
                {t("account.addresses.edit")}
              </button>
              <button
                type="button"
                className="account-link"
                onClick={() => void save(removedAddress(list, index))}
              >
                {t("account.addresses.delete")}
              </button>
              {isDefault(address) ? null : (
                <button
                  type="button"
                  className="account-link"
                  onClick={() => void save(withDefault(list, index))}
                >
                  {t("account.addresses.makeDefault")}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {editing !== null ? (
        <AddressForm
          address={editing === "new" ? null : editing}
          customer={user}
          onSave={(address) => save(savedAddress(list, address))}
          onCancel={() => setEditing(null)}
        />
      ) : list.length < MAX_ADDRESSES ? (
        <div>
          <button
            type="button"
            className="button account-button--quiet"
            onClick={() => setEditing("new")}
          >
            {t("account.addresses.add")}
          </button>
        </div>
      ) : (
        <p className="account-note">{t("account.addresses.max")}</p>
      )}
    </AccountSection>
  );
}
