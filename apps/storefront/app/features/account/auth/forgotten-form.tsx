import { forgottenPasswordRules } from "@etalage/contracts/shop-forms";
import { useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { formRules } from "../../../lib/form-rules";
import { AccountFormShell, EmailField, FormSubmit } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { api } from "../session/session-engine";
import { SwitchMode } from "./switch-mode";

/** Asks for the reset mail; its link leads to /reset-password (the create-password screen). */
export function ForgottenForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({ email: "" }, () => formRules(forgottenPasswordRules));
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
    <AccountFormShell
      testId="forgotten-form"
      onSubmit={() => {
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
      <EmailField form={form} />
      <FormSubmit form={form} label="account.modal.resetSubmit" />
      <div className="account-form__links">
        <SwitchMode to="login" label="toLogin" />
      </div>
    </AccountFormShell>
  );
}
