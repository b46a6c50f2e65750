import { lazy, Suspense } from "react";

/** The return button and form load only when an order's detail is opened. */
const OrderReturn = lazy(() => import("./order-return"));

export function LazyOrderReturn({ incrementId }: { incrementId: string }) {
  return (
    <Suspense fallback={null}>
      <OrderReturn incrementId={incrementId} />
    </Suspense>
  );
}
