import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { useHydrated } from "../../../lib/use-hydrated";
import { openAuthModal } from "../auth-modal-state";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { newPassword, sameAs } from "../rules/account-fields";
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
    password: newPassword,
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
          <form
            className="account-form"
            noValidate
            data-testid="create-password-form"
            onSubmit={(event) => {
              event.preventDefault();
              void form
                .submit((values) => {
                  if (!navigator.onLine) throw new Error(t("account.forms.offline"));
                  return api.createPassword(email, values.password, token).then(() => undefined);
                })
                .then((ok) => setDone(ok));
            }}
          >
            <p>{t("account.createPassword.intro", { email })}</p>
            <AccountField
              form={form}
              name="password"
              label="account.fields.newPassword"
              type="password"
              autoComplete="new-password"
            />
            <AccountField
              form={form}
              name="repeat"
              label="account.fields.repeatPassword"
              type="password"
              autoComplete="new-password"
            />
            <FormRefusal message={form.refusal} />
            <button type="submit" className="button" disabled={form.busy}>
              {t("account.createPassword.submit")}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
