import { useTranslation } from "../../i18n/i18n";
import type { AddressDetails, CheckoutState } from "./checkout-state";
import { methodKey } from "./shipping-step";

const addressLine = (a: AddressDetails) =>
  [
    `${a.firstName} ${a.lastName}`,
    [a.streetAddress, a.apartmentNumber].filter(Boolean).join(" "),
    `${a.zipCode} ${a.city}`,
    a.country,
  ].join(", ");

/** What a finished step shows of itself. */
export function StepSummary({ step, state }: { step: string; state: CheckoutState }) {
  const { t } = useTranslation();
  if (step === "personal") {
    const p = state.personalDetails;
    return (
      <p>
        {p.firstName} {p.lastName} · {p.emailAddress}
        {p.createAccount ? ` · ${t("checkout.account.create")}` : null}
      </p>
    );
  }
  if (step === "shipping") {
    const method = state.shippingMethods.find(
      (m) => methodKey(m) === state.shippingDetails.shippingMethod,
    );
    return (
      <>
        <p>
          {t("checkout.deliverTo")}: {addressLine(state.shippingDetails)}
        </p>
        {method ? (
          <p>
            {method.carrier_title} – {method.method_title}
          </p>
        ) : null}
      </>
    );
  }
  const payment = state.paymentDetails;
  const method = state.paymentMethods.find((m) => m.code === payment.paymentMethod);
  return (
    <>
      {payment.sameAsShipping ? null : (
        <p>
          {t("checkout.billingAddress")}: {addressLine(payment)}
        </p>
      )}
      <p>
        {t("checkout.payWith")}: {method?.title ?? payment.paymentMethod}
      </p>
    </>
  );
}
