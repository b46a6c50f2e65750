import { useTranslation } from "../../../i18n/i18n";
import { type AuthMode, openAuthModal } from "../auth-modal-state";

/** The links between the modal's faces. */
export function SwitchMode({
  to,
  label,
}: {
  to: AuthMode;
  label: "toRegister" | "toLogin" | "toForgotten";
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className="account-link" onClick={() => openAuthModal(to)}>
      {t(`account.modal.${label}`)}
    </button>
  );
}
