import { lazy } from "react";

/** Orders placed offline: their code comes with the checkout, after the page is up. */
export const loadOfflineViews = () => import("./offline-order-views");
export const QueuedConfirmation = lazy(() =>
  loadOfflineViews().then((m) => ({ default: m.QueuedConfirmation })),
);
export const OfflineOrdersNotice = lazy(() =>
  loadOfflineViews().then((m) => ({ default: m.OfflineOrdersNotice })),
);
