import type { Customer } from "@etalage/contracts";
import type { FormEvent } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import { FormField } from "../../ui/form-field";
import { openAuthModal } from "../account/public";
import type { CheckoutState, PersonalDetails } from "./checkout-state";
import { FormError } from "./form-fields";
import type { UpdateCheckout } from "./use-checkout";
import { type ServerFieldErrors, useStepForm } from "./use-step-form";

type TextDetail = Exclude<keyof PersonalDetails, "createAccount">;

/**
 * Step 1: first name, last name and e-mail address. A guest may tick "create an account" and
 * choose a password (docs/specification/validation.md); a logged-in customer is told whose account this is.
 */
export function PersonalDetailsStep({
  state,
  update,
  customer,
  emailTaken,
  serverErrors,
  onContinue,
}: {
  state: CheckoutState;
  update: UpdateCheckout;
  customer: Customer | null;
  /** The e-mail address already has an account: the shopper may log in with it instead. */
  emailTaken: boolean;
  serverErrors: ServerFieldErrors;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const form = useStepForm("personal", state, serverErrors);
  const details = state.personalDetails;
  const set = (field: TextDetail) => (value: string) =>
    update((s) => ({ ...s, personalDetails: { ...s.personalDetails, [field]: value } }));
  const field = (name: TextDetail, label: MessageKey, autoComplete: string) => ({
    name,
    label,
    value: details[name],
    onChange: set(name),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
    autoComplete,
  });
  const setCreateAccount = (createAccount: boolean) =>
    update((s) => ({
      ...s,
      personalDetails: {
        ...s.personalDetails,
        createAccount,
        // No account asked for, no password kept.
        ...(createAccount ? {} : { password: "", repeatPassword: "" }),
      },
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.submit()) onContinue();
  }

  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="checkout-form">
      <p className="checkout-note" data-testid="personal-note">
        {customer ? t("checkout.customerNote", { email: customer.email }) : t("checkout.guestNote")}
      </p>
      <div className="field-row">
        <FormField {...field("firstName", "checkout.fields.firstName", "given-name")} />
        <FormField {...field("lastName", "checkout.fields.lastName", "family-name")} />
      </div>
      <FormField
        {...field("emailAddress", "checkout.fields.emailAddress", "email")}
        type="email"
        inputMode="email"
      />
      {emailTaken && customer === null ? (
        <button
          type="button"
          className="button checkout-login"
          data-testid="checkout-login"
          onClick={() => openAuthModal("login")}
        >
          {t("checkout.account.logIn")}
        </button>
      ) : null}
      {customer ? null : (
        <div className="create-account">
          <label className="checkbox">
            <input
              type="checkbox"
              name="createAccount"
              checked={details.createAccount}
              onChange={(event) => setCreateAccount(event.target.checked)}
            />
            <span>
              <span className="create-account__label">{t("checkout.account.create")}</span>
              <span className="create-account__hint">{t("checkout.account.createHint")}</span>
            </span>
          </label>
          {details.createAccount ? (
            <div className="field-row">
              <FormField
                {...field("password", "checkout.account.password", "new-password")}
                type="password"
              />
              <FormField
                {...field("repeatPassword", "checkout.account.repeatPassword", "new-password")}
                type="password"
              />
            </div>
          ) : null}
        </div>
      )}
      <FormError show={form.showFormError} />
      <button type="submit" className="button checkout-continue" data-testid="continue-personal">
        {t("checkout.continue")}
      </button>
    </form>
  );
}
