import { type Customer, type StoreView, storePath } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import type { NavigateFunction } from "react-router";
import type { Translate } from "../../i18n/translate";
import { loadCheckoutAccount } from "../account/public";
import type { CartStore } from "../cart/public";
import { ACCOUNT_MADE, type CheckoutState, type CheckoutStep } from "./checkout-state";
import { writeCheckout, writeLastOrder } from "./checkout-storage";
import { isConnectionLost, keepPaymentMethods, keptOfflinePaymentMethods } from "./kept-methods";
import type { OfflineOrderNote, QueuedOrder } from "./offline/offline-order-notes";
import { payAtGateway } from "./pay-at-gateway";
import { placeOrder } from "./place-order";
import { accountRefusal } from "./rules/account-refusal";
import { withPaymentMethods } from "./rules/default-payment";
import { type CheckoutProblem as Problem, placeOfRefusal } from "./rules/order-refusal";
import { cartShippingAddress, shippingCodes } from "./rules/order-request";
import { isProviderMethod } from "./rules/provider-payment";
import { addressesWithNew, newCustomerOf } from "./rules/saved-addresses";
import { validatePersonal } from "./rules/validate-checkout";
import type { UpdateCheckout } from "./use-checkout";

/** What the checkout's actions work with: the page's cart and customer, its setters, the router. */
export interface CheckoutContext {
  cart: CartStore;
  customer: Customer | null;
  setCustomer(customer: Customer | null): void;
  update: UpdateCheckout;
  goTo(step: CheckoutStep): void;
  setProblem(problem: Problem | null): void;
  setPlacing(placing: boolean): void;
  setQueued(queued: QueuedOrder): void;
  store: StoreView;
  navigate: NavigateFunction;
  t: Translate;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What the checkout's steps send to the shop: the shipping step's address and method, a new
 * address kept in the account, a guest's new account, and the order placed (or left waiting
 * offline), with the problem each may meet shown where the shopper can fix it.
 */
export function checkoutActions(ctx: CheckoutContext) {
  const { cart, customer, setCustomer, update, goTo, setProblem, setPlacing, setQueued } = ctx;
  const { store, navigate, t } = ctx;

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
          await payAtGateway(outcome.lastOrder.order, method, current.paymentDetails.issuer, ctx);
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

  return { saveShipping, savePayment, place };
}
