import { profileRules } from "@etalage/contracts/shop-forms";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { formRules, required } from "../../../lib/form-rules";
import { AccountSection } from "../account-section";
import {
  AccountFormShell,
  CurrentPasswordField,
  EmailField,
  FormSubmit,
  NameFields,
} from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
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
      ...formRules(profileRules),
      ...(emailChanged(values.email, user?.email) ? { password: required } : {}),
    }),
  );
  if (!user) return null;
  const askPassword = emailChanged(form.values.email, user.email);
  return (
    <AccountSection id="profile" title={t("account.profile.title")}>
      <AccountFormShell
        testId="profile-form"
        onSubmit={() => {
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
        <NameFields form={form} />
        <EmailField form={form} />
        {askPassword ? (
          <>
            <p className="account-note">{t("account.profile.emailPassword")}</p>
            <CurrentPasswordField form={form} name="password" />
          </>
        ) : null}
        <FormSubmit form={form} label="account.profile.save" block>
          {waiting ? (
            <p className="account-form__waiting" role="status" data-testid="profile-waiting">
              {t("account.profile.waiting")}
            </p>
          ) : null}
        </FormSubmit>
      </AccountFormShell>
    </AccountSection>
  );
}
