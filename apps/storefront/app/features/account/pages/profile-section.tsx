import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { email, nameRule } from "../rules/account-fields";
import { theSession, useSession } from "../session/session-engine";
import { PROFILE_TASK_EVENT } from "./profile-task";

/** Personal data: only first name, last name and e-mail change (seed 2 §3). */
export function ProfileSection() {
  const { t } = useTranslation();
  const user = useSession().user;
  const [waiting, setWaiting] = useState(false);
  // The queued update was answered (back online): it no longer waits.
  useEffect(() => {
    const answered = () => setWaiting(false);
    window.addEventListener(PROFILE_TASK_EVENT, answered);
    return () => window.removeEventListener(PROFILE_TASK_EVENT, answered);
  }, []);
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
            const change = {
              email: values.email.trim(),
              firstname: values.firstname.trim(),
              lastname: values.lastname.trim(),
              addresses: user.addresses,
            };
            // Offline the update waits in the sync queue (seed 2 §4); its code loads only then.
            if (!navigator.onLine) {
              const { queueProfileUpdate } = await import("./offline-profile");
              await queueProfileUpdate(change);
              setWaiting(true);
              return;
            }
            setWaiting(false);
            await theSession().updateProfile(change);
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
        {waiting ? (
          <p className="account-form__waiting" role="status" data-testid="profile-waiting">
            {t("account.profile.waiting")}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button" disabled={form.busy}>
            {t("account.profile.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
