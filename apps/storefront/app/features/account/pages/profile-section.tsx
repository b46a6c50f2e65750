import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { AccountField, FormRefusal } from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { email, nameRule, required } from "../rules/account-fields";
import { theSession, useSession } from "../session/session-engine";
import { PROFILE_TASK_EVENT } from "./profile-task";

/** Whether the form's address is another than the account's (letter case aside). */
const emailChanged = (typed: string, current: string | undefined) =>
  current !== undefined && typed.trim().toLowerCase() !== current.toLowerCase();

/**
 * Personal data: only first name, last name and e-mail change (docs/specification/entities.md). A new e-mail address
 * asks for the current password.
 */
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
    {
      firstname: user?.firstname ?? "",
      lastname: user?.lastname ?? "",
      email: user?.email ?? "",
      password: "",
    },
    (values) => ({
      firstname: nameRule("profile"),
      lastname: nameRule("profile"),
      email,
      ...(emailChanged(values.email, user?.email) ? { password: required } : {}),
    }),
  );
  if (!user) return null;
  const askPassword = emailChanged(form.values.email, user.email);
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
          void form
            .submit(async (values) => {
              const change = {
                email: values.email.trim(),
                firstname: values.firstname.trim(),
                lastname: values.lastname.trim(),
                addresses: user.addresses,
              };
              // A new address goes with the password, which is never kept for later: offline
              // it is refused; anything else waits in the sync queue (docs/specification/offline-and-caches.md), whose code
              // loads only then.
              const newEmail = emailChanged(values.email, user.email);
              if (!navigator.onLine) {
                if (newEmail) throw new Error(t("account.profile.emailOffline"));
                const { queueProfileUpdate } = await import("./offline-profile");
                await queueProfileUpdate(change);
                setWaiting(true);
                return;
              }
              setWaiting(false);
              await theSession().updateProfile(change, newEmail ? values.password : undefined);
            })
            .then((done) => {
              if (done) form.set("password", "");
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
        {askPassword ? (
          <>
            <p className="account-note">{t("account.profile.emailPassword")}</p>
            <AccountField
              form={form}
              name="password"
              label="account.fields.currentPassword"
              type="password"
              autoComplete="current-password"
            />
          </>
        ) : null}
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
