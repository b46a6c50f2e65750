import { storePath } from "@etalage/contracts";
import { Suspense, useCallback, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { checkoutActions } from "./checkout-actions";
import { CHECKOUT_STEPS, type CheckoutStep, withNamesCarried } from "./checkout-state";
import { CheckoutSummary } from "./checkout-summary";
import { hasOfflineOrders, type QueuedOrder } from "./offline/offline-order-notes";
import {
  loadOfflineViews,
  OfflineOrdersNotice,
  QueuedConfirmation,
} from "./offline/offline-views-lazy";
import { OrderReviewStep } from "./order-review-step";
import { PaymentStep } from "./payment-step";
import { PersonalDetailsStep } from "./personal-details-step";
import type { CheckoutProblem as Problem } from "./rules/order-refusal";
import { ShippingStep } from "./shipping-step";
import { StepSection } from "./step-section";
import { StepSummary } from "./step-summaries";
import { type UpdateCheckout, useCheckout } from "./use-checkout";
import { useCheckoutCart } from "./use-checkout-cart";
import type { ServerFieldErrors } from "./use-step-form";
import "./checkout.css";
import "../../i18n/checkout-texts";

export function CheckoutPage() {
  const { t } = useTranslation();
  const store = useStoreView();
  const navigate = useNavigate();
  const loaded = useCheckoutCart();
  const { state, update: rawUpdate, customer, setCustomer } = useCheckout();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [placing, setPlacing] = useState(false);
  const [queued, setQueued] = useState<QueuedOrder | null>(null);

  // The offline queue is there (and the shop's auto-send setting read) before the network goes.
  useEffect(() => {
    void import("./offline/offline-orders")
      .then((offline) => offline.offlineOrders())
      .catch((error: unknown) => console.error("The offline order queue did not load.", error));
  }, []);
  // What an order placed offline shows loads when the shopper starts on the form (her first
  // focus), while the network is still there: out of the checkout's first load, in before she
  // can place an order.
  useEffect(() => {
    const load = () => {
      loadOfflineViews().catch((error: unknown) =>
        console.error("The offline order views did not load.", error),
      );
    };
    document.addEventListener("focusin", load, { once: true });
    return () => document.removeEventListener("focusin", load);
  }, []);

  // A change where the server pointed clears that pointer: the shopper is fixing it.
  const update: UpdateCheckout = useCallback(
    (change) => {
      setProblem((p) => (p?.field ? { ...p, field: undefined } : p));
      rawUpdate(change);
    },
    [rawUpdate],
  );
  const goTo = (step: CheckoutStep) => update((s) => ({ ...s, step }));

  if (queued !== null) {
    return (
      <Suspense fallback={<p className="checkout-loading">{t("checkout.loading")}</p>}>
        <QueuedConfirmation order={queued.order} note={queued.note} />
      </Suspense>
    );
  }
  const waitingNotice = hasOfflineOrders() ? (
    <Suspense fallback={null}>
      <OfflineOrdersNotice />
    </Suspense>
  ) : null;

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
        {waitingNotice}
      </div>
    );
  }

  const serverErrors = (step: CheckoutStep): ServerFieldErrors =>
    problem?.place === step && problem.field
      ? { [problem.field]: problem.fieldKey ?? "forms.checkField" }
      : {};

  const { saveShipping, savePayment, place } = checkoutActions({
    cart,
    customer,
    setCustomer,
    update,
    goTo,
    setProblem,
    setPlacing,
    setQueued,
    store,
    navigate,
    t,
  });

  const steps: Record<CheckoutStep, React.ReactNode> = {
    personal: (
      <PersonalDetailsStep
        state={state}
        update={update}
        customer={customer}
        emailTaken={problem?.fieldKey === "checkout.account.emailTaken"}
        serverErrors={serverErrors("personal")}
        onContinue={() => update(withNamesCarried)}
      />
    ),
    shipping: (
      <ShippingStep
        state={state}
        update={update}
        cart={cart}
        customer={customer}
        serverErrors={serverErrors("shipping")}
        onContinue={() => saveShipping(state)}
      />
    ),
    payment: (
      <PaymentStep
        state={state}
        update={update}
        cart={cart}
        customer={customer}
        serverErrors={serverErrors("payment")}
        onContinue={() => savePayment(state)}
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
              <p className="place-error__title">{t(problem.title ?? "order.placeError")}</p>
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
        {waitingNotice}
        <CheckoutSummary
          lines={cartState.items}
          totals={cartState.totals}
          problem={problem?.place === "cart" ? problem.text : null}
        />
      </div>
    </div>
  );
}
