import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { hasOfflineOrders } from "./offline-order-notes";

const OfflineOrdersNotice = lazy(() =>
  import("./offline-order-views").then((m) => ({ default: m.OfflineOrdersNotice })),
);

/**
 * 'Order waiting!' on every page (docs/specification/offline-and-caches.md): a shopper back online after ordering offline may
 * come back on any page. Only a browser that noted an order placed offline loads the notice's
 * code; the checkout shows its own in place.
 */
export function OfflineOrdersWaitingEverywhere() {
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState(false);
  // Read after hydration (the server knows nothing of the browser's orders), and again on each
  // page change: an order placed offline in the checkout is noted while the shopper moves on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is the trigger
  useEffect(() => {
    setWaiting(hasOfflineOrders());
  }, [pathname]);
  if (!waiting || /\/checkout(\/|$)/.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <OfflineOrdersNotice />
    </Suspense>
  );
}
