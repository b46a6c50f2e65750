import type { PaymentMethodCode } from "@etalage/contracts";
import { type FormEvent, useEffect } from "react";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { FormField } from "../../ui/form-field";
import type { PaymentDetails } from "./checkout-state";
import { FormError } from "./form-fields";
import { isConnectionLost, keepPaymentMethods, keptOfflinePaymentMethods } from "./kept-methods";
import { PaymentMark } from "./payment-mark";
import { withPaymentMethods } from "./rules/default-payment";
import { type AddressStepProps, StepAddress } from "./step-address";
import { useStepForm } from "./use-step-form";

/** Step 3: the billing address (or the shipping address), business details and a payment method. */
export function PaymentStep(props: AddressStepProps) {
  const { state, update, cart, onContinue } = props;
  const form = useStepForm("payment", state, props.serverErrors);
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const details = state.paymentDetails;
  const set = (field: keyof PaymentDetails, value: string | boolean) =>
    update((s) => ({ ...s, paymentDetails: { ...s.paymentDetails, [field]: value } }));
  const field = (name: "company" | "taxId") => ({
    name,
    label: `checkout.fields.${name}` as const,
    value: details[name],
    onChange: (value: string) => set(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });
  const hasMethods = state.paymentMethods.length > 0;

  useEffect(() => {
    if (hasMethods) return;
    // Offline, only methods paid offline can wait with the order: those last answered, or
    // cash on delivery.
    const kept = () => update((s) => withPaymentMethods(s, keptOfflinePaymentMethods(storeCode)));
    if (!navigator.onLine) kept();
    void cart
      .withServerCart((api, token) => api.paymentMethods(token))
      .then((methods) => {
        if (!methods) return;
        keepPaymentMethods(storeCode, methods);
        update((s) => withPaymentMethods(s, methods));
      })
      .catch((error) => {
        console.error("Payment methods could not be loaded.", error);
        if (isConnectionLost(error)) kept();
      });
  }, [cart, hasMethods, storeCode, update]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.submit()) void onContinue();
  }

  const methodError = form.errorOf("paymentMethod");
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="checkout-form">
      <label className="checkbox">
        <input
          type="checkbox"
          name="sameAsShipping"
          checked={details.sameAsShipping}
          onChange={(event) => set("sameAsShipping", event.target.checked)}
        />
        <span>{t("checkout.sameAsShipping")}</span>
      </label>
      {details.sameAsShipping ? null : (
        <fieldset className="checkout-fieldset">
          <legend className="choice-list__legend">{t("checkout.billingAddress")}</legend>
          <StepAddress {...props} section="billing" form={form} />
        </fieldset>
      )}
      <fieldset className="checkout-fieldset">
        <legend className="choice-list__legend">{t("checkout.businessDetails")}</legend>
        <div className="field-row">
          <FormField {...field("company")} autoComplete="organization" />
          <FormField {...field("taxId")} />
        </div>
      </fieldset>
      <fieldset className="choice-list">
        <legend className="choice-list__legend">{t("checkout.paymentMethod")}</legend>
        {hasMethods ? null : <p className="checkout-note">{t("checkout.loadingMethods")}</p>}
        {state.paymentMethods.map((method) => (
          <label key={method.code} className="choice">
            <input
              type="radio"
              name="paymentMethod"
              value={method.code}
              checked={details.paymentMethod === method.code}
              onChange={() => set("paymentMethod", method.code satisfies PaymentMethodCode)}
            />
            <PaymentMark code={method.code} />
            <span className="choice__label">{method.title}</span>
          </label>
        ))}
        {methodError ? <p className="field-error">{t(methodError)}</p> : null}
      </fieldset>
      <FormError show={form.showFormError} />
      <button type="submit" className="button checkout-continue" data-testid="continue-payment">
        {t("checkout.continue")}
      </button>
    </form>
  );
}
