import { loginRules } from "@etalage/contracts/shop-forms";
import { useTranslation } from "../../../i18n/i18n";
import { formRules } from "../../../lib/form-rules";
import { notify } from "../../../parts/notifications/notify";
import { openAuthModal } from "../auth-modal-state";
import {
  AccountFormShell,
  CurrentPasswordField,
  EmailField,
  FormSubmit,
} from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { theSession } from "../session/session-engine";
import { SwitchMode } from "./switch-mode";

export function LoginForm() {
  const { t } = useTranslation();
  const form = useAccountForm({ email: "", password: "" }, () => formRules(loginRules));
  return (
    <AccountFormShell
      testId="login-form"
      onSubmit={() => {
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
      <EmailField form={form} />
      <CurrentPasswordField form={form} name="password" label="account.fields.password" />
      <FormSubmit form={form} label="account.modal.loginSubmit" />
      <div className="account-form__links">
        <SwitchMode to="forgotten" label="toForgotten" />
        <SwitchMode to="register" label="toRegister" />
      </div>
    </AccountFormShell>
  );
}
