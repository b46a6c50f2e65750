import type { FormEvent } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { CheckoutState } from "./checkout-state";
import { FormError } from "./form-fields";
import { IssuerField } from "./issuer-field";
import { useProviderCatalogue } from "./payment-catalogue";
import { PaymentMark } from "./payment-mark";
import { isProviderMethod } from "./rules/provider-payment";
import { TermsLink } from "./terms-link";
import type { UpdateCheckout } from "./use-checkout";
import { useStepForm } from "./use-step-form";

/** docs/specification/checkout-and-orders.md "Checkout review area": what happens with the payment once the order is placed. */
function PaymentInformation({
  state,
  image,
  children,
}: {
  state: CheckoutState;
  image: string | null;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const code = state.paymentDetails.paymentMethod;
  const method = state.paymentMethods.find((m) => m.code === code);
  if (!isProviderMethod(code)) {
    return (
      <div className="review-payment" data-testid="review-payment">
        <h3 className="review-payment__title">{t("checkout.paymentInformation")}</h3>
        <p>{t("checkout.payOnDelivery")}</p>
      </div>
    );
  }
  return (
    <div className="review-payment" data-testid="review-payment" data-method={code}>
      <h3 className="review-payment__title">{t("checkout.readyToPlace")}</h3>
      <p className="review-payment__method">
        {image ? (
          <img className="payment-image" src={image} alt="" width="40" height="28" />
        ) : (
          <PaymentMark code={code} />
        )}
        <span>{method?.title ?? code}</span>
      </p>
      <p>{t("checkout.redirectNote", { method: method?.title ?? code })}</p>
      {children}
    </div>
  );
}

/** Step 4: payment information, the terms and conditions, and placing the order. */
export function OrderReviewStep({
  state,
  update,
  placing,
  problem,
  onPlace,
}: {
  state: CheckoutState;
  update: UpdateCheckout;
  placing: boolean;
  /** Why the last attempt did not place the order, already in the shopper's words. */
  problem: string | null;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const form = useStepForm("review", state);
  const code = state.paymentDetails.paymentMethod;
  const provider = useProviderCatalogue(isProviderMethod(code) ? code : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.submit()) onPlace();
  }

  const termsError = form.errorOf("acceptedTerms");
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="checkout-form">
      <PaymentInformation state={state} image={provider.image}>
        {code === "ideal" ? (
          <IssuerField
            issuers={provider.issuers}
            failed={provider.failed}
            value={state.paymentDetails.issuer}
            error={form.errorOf("issuer")}
            onChange={(issuer) =>
              update((s) => ({ ...s, paymentDetails: { ...s.paymentDetails, issuer } }))
            }
            onBlur={() => form.touch("issuer")}
          />
        ) : null}
      </PaymentInformation>
      <div className={termsError ? "form-field has-error" : "form-field"}>
        <label className="checkbox">
          <input
            type="checkbox"
            name="acceptedTerms"
            checked={state.acceptedTerms}
            aria-invalid={termsError ? true : undefined}
            onChange={(event) => update((s) => ({ ...s, acceptedTerms: event.target.checked }))}
            onBlur={() => form.touch("acceptedTerms")}
          />
          <span>
            {t("checkout.acceptTerms")}{" "}
            <TermsLink onAccept={() => update((s) => ({ ...s, acceptedTerms: true }))} />
          </span>
        </label>
        {termsError ? (
          <p className="form-field__error" data-testid="field-error">
            {t(termsError)}
          </p>
        ) : null}
      </div>
      <FormError show={form.showFormError} />
      {problem ? (
        <div className="place-error" role="alert" data-testid="place-error">
          <p className="place-error__title">{t("order.placeError")}</p>
          <p>{problem}</p>
          <p className="place-error__note">{t("order.retryNote")}</p>
        </div>
      ) : null}
      <button
        type="submit"
        className="button checkout-continue checkout-place"
        disabled={placing}
        data-testid="place-order"
      >
        {placing ? t("checkout.placing") : t("checkout.placeOrder")}
      </button>
    </form>
  );
}
