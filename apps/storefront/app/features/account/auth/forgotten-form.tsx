import { useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { email } from "../rules/account-fields";
import { api } from "../session/session-engine";
import { SwitchMode } from "./switch-mode";

/** Asks for the reset mail; its link leads to /reset-password (the create-password screen). */
export function ForgottenForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({ email: "" }, () => ({ email }));
  if (sentTo !== null) {
    return (
      <div className="account-form">
        <p role="status" data-testid="reset-sent">
          {t("account.modal.resetSent", { email: sentTo })}
        </p>
        <SwitchMode to="login" label="toLogin" />
      </div>
    );
  }
  return (
    <form
      className="account-form"
      noValidate
      data-testid="forgotten-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (values) => {
          try {
            await api.resetPassword(values.email.trim());
          } catch {
            throw new Error(t("account.notices.resetMailFailed"));
          }
          setSentTo(values.email.trim());
        });
      }}
    >
      <AccountField
        form={form}
        name="email"
        label="account.fields.email"
        type="email"
        autoComplete="email"
      />
      <FormRefusal message={form.refusal} />
      <button type="submit" className="button" disabled={form.busy}>
        {t("account.modal.resetSubmit")}
      </button>
      <div className="account-form__links">
        <SwitchMode to="login" label="toLogin" />
      </div>
    </form>
  );
}
