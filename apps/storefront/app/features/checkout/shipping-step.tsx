import type { ShippingMethod } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import type { ShippingDetails } from "./checkout-state";
import { FormError } from "./form-fields";
import { isConnectionLost, keepShippingMethods, keptShippingMethods } from "./kept-methods";
import { type AddressStepProps, StepAddress } from "./step-address";
import { useStepForm } from "./use-step-form";

export const methodKey = (m: Pick<ShippingMethod, "carrier_code" | "method_code">) =>
  `${m.carrier_code}/${m.method_code}`;

/** docs/specification/validation.md: shipping methods with available false are dropped. */
const offered = (methods: readonly ShippingMethod[]) => methods.filter((m) => m.available);

/**
 * Step 2: the shipping address (a logged-in customer picks a saved one or types another, which
 * can be kept in the account) and a shipping method of the API for its country.
 */
export function ShippingStep(props: AddressStepProps) {
  const { state, update, cart, onContinue } = props;
  const form = useStepForm("shipping", state, props.serverErrors);
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const details = state.shippingDetails;
  const country = details.country;
  const set = (field: keyof ShippingDetails, value: string | boolean) =>
    update((s) => ({ ...s, shippingDetails: { ...s.shippingDetails, [field]: value } }));

  useEffect(() => {
    let current = true;
    setLoading(true);
    const show = (found: ShippingMethod[]) => {
      const methods = offered(found);
      update((s) => {
        const chosen = methods.some((m) => methodKey(m) === s.shippingDetails.shippingMethod);
        const fallback = methods[0] ? methodKey(methods[0]) : "";
        return {
          ...s,
          shippingMethods: methods,
          shippingDetails: {
            ...s.shippingDetails,
            shippingMethod: chosen ? s.shippingDetails.shippingMethod : fallback,
          },
        };
      });
    };
    // Offline, the methods last answered for the country (or NL's flat rate) stand in.
    const kept = () => current && show(keptShippingMethods(storeCode, country));
    if (!navigator.onLine) kept();
    void cart
      .withServerCart((api, token) => api.shippingMethods(token, { country_id: country }))
      .then((found) => {
        if (found === null) return;
        keepShippingMethods(storeCode, country, found);
        if (current) show(found);
      })
      .catch((error) => {
        console.error("Shipping methods could not be loaded.", error);
        if (isConnectionLost(error)) kept();
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [cart, country, storeCode, update]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.submit()) return;
    setBusy(true);
    await onContinue();
    setBusy(false);
  }

  const methodError = form.errorOf("shippingMethod");
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="checkout-form">
      <StepAddress {...props} section="shipping" form={form} />
      <fieldset className="choice-list" aria-busy={loading}>
        <legend className="choice-list__legend">{t("checkout.shippingMethod")}</legend>
        {state.shippingMethods.length === 0 ? (
          <p className="checkout-note">
            {loading ? t("checkout.loadingMethods") : t("checkout.noShippingMethods")}
          </p>
        ) : null}
        {state.shippingMethods.map((method) => (
          <label key={methodKey(method)} className="choice">
            <input
              type="radio"
              name="shippingMethod"
              value={methodKey(method)}
              checked={details.shippingMethod === methodKey(method)}
              onChange={() => set("shippingMethod", methodKey(method))}
            />
            <span className="choice__label">
              {method.carrier_title} – {method.method_title}
            </span>
            <span className="choice__price">{formatPrice(method.price_incl_tax)}</span>
          </label>
        ))}
        {methodError ? <p className="field-error">{t(methodError)}</p> : null}
      </fieldset>
      <FormError show={form.showFormError} />
      <button
        type="submit"
        className="button checkout-continue"
        disabled={busy}
        data-testid="continue-shipping"
      >
        {t("checkout.continue")}
      </button>
    </form>
  );
}
