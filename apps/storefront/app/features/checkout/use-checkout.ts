import type { Customer } from "@etalage/contracts";
import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import { loadStoredCustomer } from "../account/public";
import type { CheckoutState } from "./checkout-state";
import { readCheckout, writeCheckout } from "./checkout-storage";
import { prefillFromCustomer } from "./rules/customer-prefill";

/**
 * The checkout's one state: read from storage after hydration (the server renders no shopper
 * data), stamped with modifiedAt on every change and written back, so a reload finds it again.
 * With it, the logged-in customer (null for a guest), followed through a login or logout made
 * while the checkout is open.
 */
export function useCheckout() {
  const [state, setState] = useState<CheckoutState | null>(null);
  const [customer, setCustomer] = useState<Customer | null>(null);

  useEffect(() => {
    const stored = readCheckout(Date.now());
    setState(stored);
    // A logged-in customer's details and default address fill the empty fields.
    const lookUp = () =>
      void loadStoredCustomer().then(({ storedCustomer }) => {
        const found = storedCustomer();
        setCustomer(found);
        if (found) setState((current) => current && prefillFromCustomer(current, found));
      });
    lookUp();
    const loggedOut = () => setCustomer(null);
    window.addEventListener("etalage:session-authorized", lookUp);
    window.addEventListener("etalage:session-logout", loggedOut);
    return () => {
      window.removeEventListener("etalage:session-authorized", lookUp);
      window.removeEventListener("etalage:session-logout", loggedOut);
    };
  }, []);

  // Written as soon as the change is rendered, not after the next paint: a reload right after a
  // choice (a busy phone, a quick thumb) still finds it.
  useLayoutEffect(() => {
    if (state && state.modifiedAt > 0) writeCheckout(state);
  }, [state]);

  const update = useCallback((change: (state: CheckoutState) => CheckoutState) => {
    setState((current) => (current ? { ...change(current), modifiedAt: Date.now() } : current));
  }, []);

  return { state, update, customer, setCustomer };
}

export type UpdateCheckout = ReturnType<typeof useCheckout>["update"];
