import { passwordChangeRules } from "@etalage/contracts/shop-forms";
import { useTranslation } from "../../../i18n/i18n";
import { formRules, sameAs } from "../../../lib/form-rules";
import { AccountSection } from "../account-section";
import {
  AccountFormShell,
  CurrentPasswordField,
  FormSubmit,
  NewPasswordFields,
} from "../forms/account-field";
import { useAccountForm } from "../forms/use-account-form";
import { theSession } from "../session/session-engine";

const EMPTY = { current: "", password: "", repeat: "" };

/** Password change: refused offline; success logs in again with the new password (docs/specification/account.md). */
export function PasswordSection() {
  const { t } = useTranslation();
  const form = useAccountForm(EMPTY, (values) => ({
    ...formRules(passwordChangeRules),
    repeat: sameAs(values.password),
  }));
  return (
    <AccountSection id="password" title={t("account.password.title")}>
      <AccountFormShell
        testId="password-form"
        onSubmit={() => {
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
        <CurrentPasswordField form={form} name="current" />
        <NewPasswordFields form={form} row />
        <FormSubmit form={form} label="account.password.save" block />
      </AccountFormShell>
    </AccountSection>
  );
}
