import { useTranslation } from "../../../i18n/i18n";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { email, nameRule } from "../rules/account-fields";
import { theSession, useSession } from "../session/session-engine";

/** Personal data: only first name, last name and e-mail change (seed 2 §3). */
export function ProfileSection() {
  const { t } = useTranslation();
  const user = useSession().user;
  const form = useAccountForm(
    { firstname: user?.firstname ?? "", lastname: user?.lastname ?? "", email: user?.email ?? "" },
    () => ({ firstname: nameRule("profile"), lastname: nameRule("profile"), email }),
  );
  if (!user) return null;
  return (
    <section id="profile" className="account-section" aria-labelledby="profile-title">
      <h2 id="profile-title" className="account-section__title">
        {t("account.profile.title")}
      </h2>
      <form
        className="account-form"
        noValidate
        data-testid="profile-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(async (values) => {
            await theSession().updateProfile({
              email: values.email.trim(),
              firstname: values.firstname.trim(),
              lastname: values.lastname.trim(),
              addresses: user.addresses,
            });
          });
        }}
      >
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
          name="email"
          label="account.fields.email"
          type="email"
          autoComplete="email"
        />
        <FormRefusal message={form.refusal} />
        <div>
          <button type="submit" className="button" disabled={form.busy}>
            {t("account.profile.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
