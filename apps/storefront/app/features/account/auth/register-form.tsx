import { registerRules } from "@etalage/contracts/shop-forms";
import { useTranslation } from "../../../i18n/i18n";
import { formRules, sameAs } from "../../../lib/form-rules";
import { notify } from "../../../parts/notifications/notify";
import { openAuthModal } from "../auth-modal-state";
import {
  AccountFormShell,
  EmailField,
  FormSubmit,
  NameFields,
  NewPasswordFields,
} from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { theSession } from "../session/session-engine";
import { SwitchMode } from "./switch-mode";

export function RegisterForm() {
  const { t } = useTranslation();
  const form = useAccountForm(
    { email: "", firstname: "", lastname: "", password: "", repeat: "" },
    (values) => ({ ...formRules(registerRules), repeat: sameAs(values.password) }),
  );
  return (
    <AccountFormShell
      testId="register-form"
      onSubmit={() => {
        void form
          .submit((values) =>
            theSession().register(
              {
                email: values.email.trim(),
                firstname: values.firstname.trim(),
                lastname: values.lastname.trim(),
              },
              values.password,
            ),
          )
          .then((done) => {
            if (!done) return;
            openAuthModal(null);
            notify({ type: "success", message: t("account.notices.loggedIn") });
          });
      }}
    >
      <EmailField form={form} />
      <NameFields form={form} />
      <NewPasswordFields form={form} label="account.fields.password" />
      <FormSubmit form={form} label="account.modal.registerSubmit" />
      <div className="account-form__links">
        <SwitchMode to="login" label="toLogin" />
      </div>
    </AccountFormShell>
  );
}
