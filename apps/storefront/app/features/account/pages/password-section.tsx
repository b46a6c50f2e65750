import { useTranslation } from "../../../i18n/i18n";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { newPassword, required, sameAs } from "../rules/account-fields";
import { theSession } from "../session/session-engine";

const EMPTY = { current: "", password: "", repeat: "" };

/** Password change: refused offline; success logs in again with the new password (docs/specification/account.md). */
export function PasswordSection() {
  const { t } = useTranslation();
  const form = useAccountForm(EMPTY, (values) => ({
    current: required,
    password: newPassword,
    repeat: sameAs(values.password),
  }));
  return (
    <section id="password" className="account-section" aria-labelledby="password-title">
      <h2 id="password-title" className="account-section__title">
        {t("account.password.title")}
      </h2>
      <form
        className="account-form"
        noValidate
        data-testid="password-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form
            .submit(async (values) => {
              if (!navigator.onLine) throw new Error(t("account.forms.offline"));
              await theSession().changePassword(values.current, values.password);
            })
            .then((done) => {
              if (done) form.reset(EMPTY);
            });
        }}
      >
        <AccountField
          form={form}
          name="current"
          label="account.fields.currentPassword"
          type="password"
          autoComplete="current-password"
        />
        <div className="account-form__row">
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
        </div>
        <FormRefusal message={form.refusal} />
        <div>
          <button type="submit" className="button" disabled={form.busy}>
            {t("account.password.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
