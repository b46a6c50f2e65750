import { useTranslation } from "../../../i18n/i18n";
import { notify } from "../../../parts/notifications/notify";
import { openAuthModal } from "../auth-modal-state";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { email, required } from "../rules/account-fields";
import { theSession } from "../session/session-engine";
import { SwitchMode } from "./switch-mode";

export function LoginForm() {
  const { t } = useTranslation();
  const form = useAccountForm({ email: "", password: "" }, () => ({
    email,
    password: required,
  }));
  return (
    <form
      className="account-form"
      noValidate
      data-testid="login-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form
          .submit(async (values) => {
            try {
              await theSession().login(values.email.trim(), values.password);
            } catch (error) {
              const status = (error as { status?: number }).status;
              throw status === 401 ? new Error(t("account.modal.wrongLogin")) : error;
            }
          })
          .then((done) => {
            if (!done) return;
            openAuthModal(null);
            notify({ type: "success", message: t("account.notices.loggedIn") });
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
      <AccountField
        form={form}
        name="password"
        label="account.fields.password"
        type="password"
        autoComplete="current-password"
      />
      <FormRefusal message={form.refusal} />
      <button type="submit" className="button" disabled={form.busy}>
        {t("account.modal.loginSubmit")}
      </button>
      <div className="account-form__links">
        <SwitchMode to="forgotten" label="toForgotten" />
        <SwitchMode to="register" label="toRegister" />
      </div>
    </form>
  );
}
