import type { PlacedOrder } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { Suspense, useCallback, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { storePath } from "../../lib/store-view";
import { useStoreView } from "../../lib/use-store-view";
import { notify } from "../../parts/notifications/notify";
import { loadCheckoutAccount } from "../account/public";
import {
  ACCOUNT_MADE,
  CHECKOUT_STEPS,
  type CheckoutState,
  type CheckoutStep,
  withNamesCarried,
} from "./checkout-state";
import { writeCheckout, writeLastOrder } from "./checkout-storage";
import { CheckoutSummary } from "./checkout-summary";
import { isConnectionLost, keepPaymentMethods, keptOfflinePaymentMethods } from "./kept-methods";
import {
  hasOfflineOrders,
  type OfflineOrderNote,
  type QueuedOrder,
} from "./offline/offline-order-notes";
import {
  loadOfflineViews,
  OfflineOrdersNotice,
  QueuedConfirmation,
} from "./offline/offline-views-lazy";
import { OrderReviewStep } from "./order-review-step";
import { startPayment } from "./payment-start";
import { PaymentStep } from "./payment-step";
import { PersonalDetailsStep } from "./personal-details-step";
import { placeOrder } from "./place-order";
import { accountRefusal } from "./rules/account-refusal";
import { withPaymentMethods } from "./rules/default-payment";
import { type CheckoutProblem as Problem, placeOfRefusal } from "./rules/order-refusal";
import { cartShippingAddress, shippingCodes } from "./rules/order-request";
import { isProviderMethod, type ProviderMethod } from "./rules/provider-payment";
import { addressesWithNew, newCustomerOf } from "./rules/saved-addresses";
import { validatePersonal } from "./rules/validate-checkout";
import { ShippingStep } from "./shipping-step";
import { StepSection } from "./step-section";
import { StepSummary } from "./step-summaries";
import { type UpdateCheckout, useCheckout } from "./use-checkout";
import { useCheckoutCart } from "./use-checkout-cart";
import type { ServerFieldErrors } from "./use-step-form";
import "./checkout.css";
import "../../i18n/checkout-texts";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
    void Promise.all([import("./offline/offline-orders"), loadOfflineViews()])
      .then(([offline]) => offline.offlineOrders())
      .catch((error: unknown) => console.error("The offline order queue did not load.", error));
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

  /** The cart's server side learns the shipping address and method; answers its totals. */
  async function sendShipping(current: CheckoutState) {
    const codes = shippingCodes(current.shippingDetails.shippingMethod);
    const result = await cart.withServerCart((api, token) =>
      api.shippingInformation(token, {
        shippingAddress: cartShippingAddress(current),
        shippingCarrierCode: codes.carrier,
        shippingMethodCode: codes.method,
      }),
    );
    if (result) cart.acceptTotals(result.totals);
    return result;
  }

  /**
   * A new address the customer asked to keep goes into their account (`POST /api/user/me`, as
   * the account pages save it); answers false, with the reason shown, when that failed.
   */
  async function keepNewAddress(current: CheckoutState, section: "shipping" | "payment") {
    const details = section === "shipping" ? current.shippingDetails : current.paymentDetails;
    const billingIsShipping = section === "payment" && current.paymentDetails.sameAsShipping;
    if (customer === null || !details.saveToAccount || billingIsShipping) return true;
    const addresses = addressesWithNew(customer, details);
    if (addresses === null) return true;
    try {
      const account = await loadCheckoutAccount();
      setCustomer(await account.saveAddresses(customer, addresses));
      update((s) =>
        section === "shipping"
          ? { ...s, shippingDetails: { ...s.shippingDetails, saveToAccount: false } }
          : { ...s, paymentDetails: { ...s.paymentDetails, saveToAccount: false } },
      );
      return true;
    } catch (error) {
      setProblem({
        place: section,
        title: "checkout.savedAddresses.saveFailed",
        text: messageOf(error),
      });
      return false;
    }
  }

  async function saveShipping(current: CheckoutState) {
    if (!(await keepNewAddress(current, "shipping"))) return;
    // Offline the order can still be made and wait (docs/specification/offline-and-caches.md): on with the methods paid offline.
    const offline = () =>
      update((s) => ({
        ...withPaymentMethods(s, keptOfflinePaymentMethods(store.storeCode)),
        step: "payment",
      }));
    if (!navigator.onLine) return offline();
    try {
      const result = await sendShipping(current);
      if (result) {
        keepPaymentMethods(store.storeCode, result.payment_methods);
        update((s) => ({ ...withPaymentMethods(s, result.payment_methods), step: "payment" }));
      }
    } catch (error) {
      if (isConnectionLost(error)) return offline();
      setProblem({ place: "shipping", field: "shippingMethod", text: messageOf(error) });
    }
  }

  async function savePayment(current: CheckoutState) {
    if (await keepNewAddress(current, "payment")) goTo("review");
  }

  /** The personal step again, its problem shown there (after the move, which clears pointers). */
  function backToPersonal(refusal: Problem) {
    goTo("personal");
    setProblem(refusal);
  }

  /**
   * A guest who asked for an account (docs/specification/validation.md): the account is made with the shipping address,
   * the shopper logged in and the cart moved to the new customer's cart, which then learns the
   * shipping again. Answers the checkout to place as that customer, or null when refused: the
   * cart and everything typed stay, the reason shows at the personal details.
   */
  async function createAccount(current: CheckoutState): Promise<CheckoutState | null> {
    const errors = validatePersonal(current.personalDetails);
    const [field] = Object.keys(errors);
    if (field !== undefined) {
      const key = errors[field] ?? "forms.checkField";
      backToPersonal({ place: "personal", field, fieldKey: key, text: t(key) });
      return null;
    }
    try {
      const account = await loadCheckoutAccount();
      const user = await account.registerAtCheckout(
        newCustomerOf(current),
        current.personalDetails.password,
      );
      setCustomer(user);
    } catch (error) {
      const message = messageOf(error);
      const refusal = accountRefusal(message);
      backToPersonal({
        place: "personal",
        ...(refusal.field ? { field: refusal.field } : {}),
        ...(refusal.key ? { fieldKey: refusal.key } : {}),
        text: refusal.key ? t(refusal.key) : message,
      });
      return null;
    }
    const made = { ...current, personalDetails: { ...current.personalDetails, ...ACCOUNT_MADE } };
    update((s) => ({ ...s, personalDetails: { ...s.personalDetails, ...ACCOUNT_MADE } }));
    await sendShipping(made).catch((error: unknown) => {
      console.error("The new customer's cart did not take the shipping details.", error);
    });
    return made;
  }

  /**
   * docs/specification/checkout-and-orders.md "Order flow with a provider method": the order is placed, so the checkout is done
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

  async function place(asTyped: CheckoutState) {
    setPlacing(true);
    setProblem(null);
    const current =
      asTyped.personalDetails.createAccount && customer === null
        ? await createAccount(asTyped)
        : asTyped;
    if (current === null) {
      setPlacing(false);
      return;
    }
    const method = current.paymentDetails.paymentMethod;
    const note: OfflineOrderNote = {
      grandTotal: cart.get().totals?.grand_total ?? null,
      paymentTitle: current.paymentMethods.find((m) => m.code === method)?.title ?? method,
    };
    const outcome = await placeOrder(current, {
      cart,
      store,
      shownGrandTotal: () => cart.get().totals?.grand_total ?? null,
      rememberOrderId: (orderId) => update((s) => ({ ...s, orderId })),
      online: () => navigator.onLine,
      // docs/specification/offline-and-caches.md: an order made offline waits to be sent; a payment at a provider needs the
      // network there and then, so only methods paid offline (cash on delivery) can wait.
      ...(isProviderMethod(method)
        ? {}
        : {
            queue: async (order: QueuedOrder["order"]) => {
              const offline = await import("./offline/offline-orders");
              await offline.queueOfflineOrder(order, store.storeCode, note);
            },
          }),
    });
    switch (outcome.kind) {
      case "placed": {
        // A customer's order history (loaded at login) shows the new order without a reload.
        if (customer !== null || current !== asTyped)
          void loadCheckoutAccount()
            .then((account) => account.refreshOrderHistory())
            .catch((error: unknown) => console.error("The order history was not reloaded.", error));
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
        // The cart's lines learn which ones ran out (docs/specification/cart.md "Stock sync of the cart").
        if (where.place === "cart") void cart.sync({ force: true }).then(() => cart.stockSync());
        else if (where.place !== "review") goTo(where.place);
        break;
      }
      case "failed":
        setProblem({ place: "review", text: outcome.message });
        break;
      case "queued":
        writeCheckout(null);
        setQueued({ order: outcome.order, note });
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
