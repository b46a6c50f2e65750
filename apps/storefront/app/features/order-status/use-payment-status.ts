import { useEffect, useState } from "react";
import { ApiRefusal, callApi } from "../../lib/api/api-call";
import {
  keepsChecking,
  type OrderStatusView,
  type PaymentStatusReply,
  viewOfRefusal,
  viewOfReply,
} from "./rules/payment-status";

/** How often a pending payment is asked again (ms): the webhook usually follows within seconds. */
export const CHECK_AGAIN_MS = 3000;

export const fetchPaymentStatus = (token: string) =>
  callApi<PaymentStatusReply>("/api/ext/mollie/get-payment-status", {
    method: "POST",
    body: { token },
  });

export interface PaymentStatusOptions {
  checkAgainMs?: number;
  fetchStatus?: (token: string) => Promise<unknown>;
}

/**
 * The payment status of the order behind `token`, asked from the browser (the page itself is the
 * same for everyone), again every few seconds while pending, and again when the browser is back
 * online. `offline` follows the browser's connection (docs/specification/routes-and-screens.md: 'You are offline').
 */
export function usePaymentStatus(
  token: string,
  { checkAgainMs = CHECK_AGAIN_MS, fetchStatus = fetchPaymentStatus }: PaymentStatusOptions = {},
): { view: OrderStatusView; offline: boolean } {
  const [view, setView] = useState<OrderStatusView>({ kind: "loading" });
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    // Each start of checking gets a number: an answer to an older round is dropped.
    let round = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function check(mine: number) {
      if (!navigator.onLine) return;
      let next: OrderStatusView;
      try {
        next = viewOfReply(await fetchStatus(token));
      } catch (error) {
        next =
          error instanceof ApiRefusal
            ? viewOfRefusal(error.status, error.message)
            : { kind: "problem" };
      }
      if (mine !== round || !navigator.onLine) return;
      setView(next);
      if (keepsChecking(next)) timer = setTimeout(() => void check(mine), checkAgainMs);
    }
    function start() {
      clearTimeout(timer);
      round += 1;
      setOffline(!navigator.onLine);
      void check(round);
    }
    const goneOffline = () => {
      clearTimeout(timer);
      round += 1;
      setOffline(true);
    };
    window.addEventListener("online", start);
    window.addEventListener("offline", goneOffline);
    start();
    return () => {
      round += 1;
      clearTimeout(timer);
      window.removeEventListener("online", start);
      window.removeEventListener("offline", goneOffline);
    };
  }, [token, checkAgainMs, fetchStatus]);

  return { view, offline };
}
