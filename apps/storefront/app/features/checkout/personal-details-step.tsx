import { type FormEvent, useRef } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { CheckoutState, PersonalDetails } from "./checkout-state";
import { FormError, TextField } from "./form-fields";
import type { UpdateCheckout } from "./use-checkout";
import { type ServerFieldErrors, useStepForm } from "./use-step-form";

/** Step 1: first name, last name and e-mail address of a guest. */
export function PersonalDetailsStep({
  state,
  update,
  serverErrors,
  onContinue,
}: {
  state: CheckoutState;
  update: UpdateCheckout;
  serverErrors: ServerFieldErrors;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useStepForm("personal", state, serverErrors);
  const details = state.personalDetails;
  const set = (field: keyof PersonalDetails) => (value: string) =>
    update((s) => ({ ...s, personalDetails: { ...s.personalDetails, [field]: value } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.submit(formRef.current)) onContinue();
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="checkout-form">
      <p className="checkout-note">{t("checkout.guestNote")}</p>
      <div className="field-row">
        <TextField
          name="firstName"
          label={t("checkout.fields.firstName")}
          value={details.firstName}
          onChange={set("firstName")}
          onBlur={() => form.touch("firstName")}
          error={form.errorOf("firstName")}
          autoComplete="given-name"
        />
        <TextField
          name="lastName"
          label={t("checkout.fields.lastName")}
          value={details.lastName}
          onChange={set("lastName")}
          onBlur={() => form.touch("lastName")}
          error={form.errorOf("lastName")}
          autoComplete="family-name"
        />
      </div>
      <TextField
        name="emailAddress"
        label={t("checkout.fields.emailAddress")}
        type="email"
        inputMode="email"
        value={details.emailAddress}
        onChange={set("emailAddress")}
        onBlur={() => form.touch("emailAddress")}
        error={form.errorOf("emailAddress")}
        autoComplete="email"
      />
      <FormError show={form.showFormError} />
      <button type="submit" className="button checkout-continue" data-testid="continue-personal">
        {t("checkout.continue")}
      </button>
    </form>
  );
}
