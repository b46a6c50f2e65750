import type { PlacedOrder } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { useCallback, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { storePath } from "../../lib/store-view";
import { useStoreView } from "../../lib/use-store-view";
import { notify } from "../notifications/notify";
import { CHECKOUT_STEPS, type CheckoutState, type CheckoutStep } from "./checkout-state";
import { writeCheckout, writeLastOrder } from "./checkout-storage";
import { CheckoutSummary } from "./checkout-summary";
import { OrderReviewStep } from "./order-review-step";
import { startPayment } from "./payment-start";
import { PaymentStep } from "./payment-step";
import { PersonalDetailsStep } from "./personal-details-step";
import { placeOrder } from "./place-order";
import { placeOfRefusal, type RefusalPlace } from "./rules/order-refusal";
import { cartShippingAddress, shippingCodes } from "./rules/order-request";
import { isProviderMethod, type ProviderMethod } from "./rules/provider-payment";
import { ShippingStep } from "./shipping-step";
import { StepSection } from "./step-section";
import { StepSummary } from "./step-summaries";
import { type UpdateCheckout, useCheckout } from "./use-checkout";
import { useCheckoutCart } from "./use-checkout-cart";
import type { ServerFieldErrors } from "./use-step-form";
import "./checkout.css";
import "../../i18n/checkout-texts";

/** Why the order was not placed, where, and in the shopper's words. */
interface Problem extends Omit<RefusalPlace, "key"> {
  text: string;
}

/** Moving on from the personal details: the shipping address starts with the shopper's name. */
function withNamesCarried(s: CheckoutState): CheckoutState {
  const { firstName, lastName } = s.personalDetails;
  const shipping = s.shippingDetails;
  return {
    ...s,
    step: "shipping",
    shippingDetails: {
      ...shipping,
      firstName: shipping.firstName || firstName,
      lastName: shipping.lastName || lastName,
    },
  };
}

export function CheckoutPage() {
  const { t } = useTranslation();
  const store = useStoreView();
  const navigate = useNavigate();
  const loaded = useCheckoutCart();
  const { state, update: rawUpdate } = useCheckout();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [placing, setPlacing] = useState(false);

  // A change where the server pointed clears that pointer: the shopper is fixing it.
  const update: UpdateCheckout = useCallback(
    (change) => {
      setProblem((p) => (p?.field ? { ...p, field: undefined } : p));
      rawUpdate(change);
    },
    [rawUpdate],
  );
  const goTo = (step: CheckoutStep) => update((s) => ({ ...s, step }));

  // The checkout and the cart both live in the browser: both load after the page is up.
  if (state === null || loaded === null) {
    return <p className="checkout-loading">{t("checkout.loading")}</p>;
  }
  const { cart, state: cartState } = loaded;
  if (cartState.items.length === 0 && !placing) {
    return (
      <div className="checkout-empty">
        <h1 className="page-title">{t("checkout.title")}</h1>
        <p>{t("checkout.emptyCart")}</p>
        <Link to={storePath(store, "/")} className="button">
          {t("checkout.backToShop")}
        </Link>
      </div>
    );
  }

  const serverErrors = (step: CheckoutStep): ServerFieldErrors =>
    problem?.place === step && problem.field ? { [problem.field]: "forms.checkField" } : {};

  async function saveShipping(current: CheckoutState) {
    const codes = shippingCodes(current.shippingDetails.shippingMethod);
    try {
      const result = await cart.withServerCart((api, token) =>
        api.shippingInformation(token, {
          shippingAddress: cartShippingAddress(current),
          shippingCarrierCode: codes.carrier,
          shippingMethodCode: codes.method,
        }),
      );
      if (result) {
        cart.acceptTotals(result.totals);
        update((s) => ({ ...s, paymentMethods: result.payment_methods, step: "payment" }));
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setProblem({ place: "shipping", field: "shippingMethod", text: message });
    }
  }

  /**
   * Seed 2 §4 "Order flow with a provider method": the order is placed, so the checkout is done
   * either way; the browser goes to the gateway, or (no payment) home without a thank-you page.
   */
  async function payAtGateway(order: PlacedOrder, method: ProviderMethod, issuer: string) {
    const payment = await startPayment(order, method, issuer, {
      store,
      origin: window.location.origin,
    });
    writeCheckout(null);
    if (payment.kind === "toGateway") {
      window.location.assign(payment.url);
      return;
    }
    notify({
      type: "error",
      message: t("order.paymentNotCreated", { message: payment.message }),
      hasNoTimeout: true,
    });
    navigate(storePath(store, "/"), { replace: true });
  }

  async function place(current: CheckoutState) {
    setPlacing(true);
    setProblem(null);
    const outcome = await placeOrder(current, {
      cart,
      store,
      shownGrandTotal: cart.get().totals?.grand_total ?? null,
      rememberOrderId: (orderId) => update((s) => ({ ...s, orderId })),
    });
    switch (outcome.kind) {
      case "placed": {
        const method = current.paymentDetails.paymentMethod;
        if (isProviderMethod(method)) {
          await payAtGateway(outcome.lastOrder.order, method, current.paymentDetails.issuer);
          return;
        }
        writeLastOrder(outcome.lastOrder);
        writeCheckout(null);
        navigate(storePath(store, "/checkout/confirmation"), { replace: true });
        return;
      }
      case "priceChanged":
        setProblem({
          place: "review",
          text: t("checkout.priceChanged", { total: formatPrice(outcome.grandTotal) }),
        });
        break;
      case "refused": {
        // Nothing was placed: the next attempt is a new order.
        update((s) => ({ ...s, orderId: null }));
        const where = placeOfRefusal(outcome.message);
        const text = where.key ? t(where.key) : outcome.message;
        setProblem({ place: where.place, field: where.field, text });
        // The cart's lines learn which ones ran out (seed 1 §4 "Stock sync of the cart").
        if (where.place === "cart") void cart.sync({ force: true }).then(() => cart.stockSync());
        else if (where.place !== "review") goTo(where.place);
        break;
      }
      case "failed":
        setProblem({ place: "review", text: outcome.message });
        break;
      case "emptyCart":
        break;
    }
    setPlacing(false);
  }

  const steps: Record<CheckoutStep, React.ReactNode> = {
    personal: (
      <PersonalDetailsStep
        state={state}
        update={update}
        serverErrors={serverErrors("personal")}
        onContinue={() => update(withNamesCarried)}
      />
    ),
    shipping: (
      <ShippingStep
        state={state}
        update={update}
        cart={cart}
        serverErrors={serverErrors("shipping")}
        onContinue={() => saveShipping(state)}
      />
    ),
    payment: (
      <PaymentStep
        state={state}
        update={update}
        cart={cart}
        serverErrors={serverErrors("payment")}
        onContinue={() => goTo("review")}
      />
    ),
    review: (
      <OrderReviewStep
        state={state}
        update={update}
        placing={placing}
        problem={problem ? problem.text : null}
        onPlace={() => void place(state)}
      />
    ),
  };

  return (
    <div className="checkout" data-testid="checkout-page">
      <h1 className="page-title checkout__title">{t("checkout.title")}</h1>
      <div className="checkout__layout">
        <div className="checkout__steps">
          {problem && problem.place !== "review" && problem.place !== "cart" ? (
            <div className="place-error" role="alert" data-testid="place-error">
              <p className="place-error__title">{t("order.placeError")}</p>
              <p>{problem.text}</p>
            </div>
          ) : null}
          {CHECKOUT_STEPS.map((step) => (
            <StepSection
              key={step}
              step={step}
              current={state.step}
              onEdit={() => goTo(step)}
              summary={<StepSummary step={step} state={state} />}
            >
              {steps[step]}
            </StepSection>
          ))}
        </div>
        <CheckoutSummary
          lines={cartState.items}
          totals={cartState.totals}
          problem={problem?.place === "cart" ? problem.text : null}
        />
      </div>
    </div>
  );
}
