import { useCallback, useEffect, useState } from "react";
import { loadStoredCustomer } from "../account/public";
import type { CheckoutState } from "./checkout-state";
import { readCheckout, writeCheckout } from "./checkout-storage";
import { prefillFromCustomer } from "./rules/customer-prefill";

/**
 * The checkout's one state: read from storage after hydration (the server renders no shopper
 * data), stamped with modifiedAt on every change and written back, so a reload finds it again.
 */
export function useCheckout() {
  const [state, setState] = useState<CheckoutState | null>(null);

  useEffect(() => {
    const stored = readCheckout(Date.now());
    setState(stored);
    // A logged-in customer's details and default address fill the empty fields.
    void loadStoredCustomer().then(({ storedCustomer }) => {
      const customer = storedCustomer();
      if (customer) setState((current) => current && prefillFromCustomer(current, customer));
    });
  }, []);

  useEffect(() => {
    if (state && state.modifiedAt > 0) writeCheckout(state);
  }, [state]);

  const update = useCallback((change: (state: CheckoutState) => CheckoutState) => {
    setState((current) => (current ? { ...change(current), modifiedAt: Date.now() } : current));
  }, []);

  return { state, update };
}

export type UpdateCheckout = ReturnType<typeof useCheckout>["update"];
