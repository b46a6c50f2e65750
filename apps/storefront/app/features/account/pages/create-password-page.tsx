import { newPasswordRules } from "@etalage/contracts/shop-forms";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { formRules, sameAs } from "../../../lib/form-rules";
import { useHydrated } from "../../../lib/use-hydrated";
import { openAuthModal } from "../auth-modal-state";
import { AccountFormShell, FormSubmit, NewPasswordFields } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { api } from "../session/session-engine";
import "../account.css";

/**
 * `/reset-password?email&token`, where the reset mail leads: a new password for the address.
 * The address shows only in the browser (the page itself is the same for everyone).
 */
export function CreatePasswordPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const form = useAccountForm({ password: "", repeat: "" }, (values) => ({
    ...formRules(newPasswordRules),
    repeat: sameAs(values.password),
  }));

  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("account.createPassword.title")}</h1>
      <div className="account-section account-section--narrow">
        {!hydrated ? null : email === "" || token === "" ? (
          <p role="alert">{t("account.createPassword.badLink")}</p>
        ) : done ? (
          <>
            <p role="status" data-testid="password-created">
              {t("account.createPassword.done")}
            </p>
            <button type="button" className="button" onClick={() => openAuthModal("login")}>
              {t("account.logIn")}
            </button>
          </>
        ) : (
          <AccountFormShell
            testId="create-password-form"
            onSubmit={() => {
              void form
                .submit((values) => {
                  if (!navigator.onLine) throw new Error(t("account.forms.offline"));
                  return api.createPassword(email, values.password, token).then(() => undefined);
                })
                .then((ok) => setDone(ok));
            }}
          >
            <p>{t("account.createPassword.intro", { email })}</p>
            <NewPasswordFields form={form} />
            <FormSubmit form={form} label="account.createPassword.submit" />
          </AccountFormShell>
        )}
      </div>
    </div>
  );
}
