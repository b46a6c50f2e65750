import { useTranslation } from "../../../i18n/i18n";
import { notify } from "../../../parts/notifications/notify";
import { openAuthModal } from "../auth-modal-state";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { email, nameRule, newPassword, sameAs } from "../rules/account-fields";
import { theSession } from "../session/session-engine";
import { SwitchMode } from "./switch-mode";

export function RegisterForm() {
  const { t } = useTranslation();
  const form = useAccountForm(
    { email: "", firstname: "", lastname: "", password: "", repeat: "" },
    (values) => ({
      email,
      firstname: nameRule("elsewhere"),
      lastname: nameRule("elsewhere"),
      password: newPassword,
      repeat: sameAs(values.password),
    }),
  );
  return (
    <form
      className="account-form"
      noValidate
      data-testid="register-form"
      onSubmit={(event) => {
        event.preventDefault();
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
      <AccountField
        form={form}
        name="email"
        label="account.fields.email"
        type="email"
        autoComplete="email"
      />
      <div className="account-form__row">
        <AccountField
          form={form}
          name="firstname"
          label="account.fields.firstname"
          autoComplete="given-name"
        />
        <AccountField
          form={form}
          name="lastname"
          label="account.fields.lastname"
          autoComplete="family-name"
        />
      </div>
      <AccountField
        form={form}
        name="password"
        label="account.fields.password"
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
        {t("account.modal.registerSubmit")}
      </button>
      <div className="account-form__links">
        <SwitchMode to="login" label="toLogin" />
      </div>
    </form>
  );
}
