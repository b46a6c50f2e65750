import type { OrderRequest, PlacedOrder, StoreView } from "@etalage/contracts";
import { ApiRefusal, callApi } from "../../lib/api/api-call";
import { type CartStore, userToken } from "../cart/public";
import type { CheckoutState } from "./checkout-state";
import type { LastOrder } from "./checkout-storage";
import { orderRequest } from "./rules/order-request";

export type PlaceOutcome =
  | { kind: "placed"; lastOrder: LastOrder }
  /** The server's prices differ from the total the shopper saw: show the new total first. */
  | { kind: "priceChanged"; grandTotal: number }
  /** Refused (4xx): nothing was placed, the shopper can fix it and place again. */
  | { kind: "refused"; message: string }
  /** No answer (network, 5xx): the order may exist, so a retry re-sends the same order_id. */
  | { kind: "failed"; message: string }
  | { kind: "emptyCart" }
  /** Offline: the order waits in the browser, with its order_id, to be confirmed once online. */
  | { kind: "queued"; order: OrderRequest & { order_id: string } };

export interface PlaceOrderDeps {
  cart: CartStore;
  store: StoreView;
  /**
   * The grand total the review step shows, checked against the server's before placing. Read
   * once the shopper's own cart changes have reached the shop: a line just removed in the bag is
   * not a change of prices.
   */
  shownGrandTotal: () => number | null;
  /** Keeps the order id with the checkout before the order goes out. */
  rememberOrderId: (orderId: string) => void;
  post?: (body: OrderRequest) => Promise<PlacedOrder>;
  /**
   * Keeps the order in the browser when it cannot go out (docs/specification/offline-and-caches.md "Offline queue"); without
   * it, an order placed offline fails as any unanswered call does.
   */
  queue?: (body: OrderRequest & { order_id: string }) => Promise<void>;
  /** Whether the browser believes it is online (`navigator.onLine`). */
  online?: () => boolean;
  now?: () => Date;
}

const postOrder = (store: StoreView) => (body: OrderRequest) =>
  callApi<PlacedOrder>(
    `/api/order?${new URLSearchParams({ token: userToken(), storeCode: store.storeCode })}`,
    { method: "POST", body },
  );

/** A client order id: random enough that two shoppers never share one. */
export function newOrderId(): string {
  return `etalage-${crypto.randomUUID()}`;
}

/** The request never reached the shop: no network (a refusal has a status, 5xx included). */
export const isNetworkFailure = (error: unknown) =>
  (error instanceof ApiRefusal && error.status === 0) || error instanceof TypeError;

/**
 * Places the order (docs/specification/checkout-and-orders.md "Checkout"): the client's order_id makes a retry safe; on success
 * the order timestamp is stored and the cart is cleared without sync.
 */
export async function placeOrder(
  state: CheckoutState,
  deps: PlaceOrderDeps,
): Promise<PlaceOutcome> {
  const { cart } = deps;
  let offline = deps.queue !== undefined && deps.online?.() === false;
  const readTotals = () => cart.withServerCart(async (api, token) => api.totals(token));
  let totals: Awaited<ReturnType<typeof readTotals>> = null;
  let shownGrandTotal: number | null = null;
  if (!offline) {
    try {
      await cart.idle();
      shownGrandTotal = deps.shownGrandTotal();
      totals = await readTotals();
    } catch (error) {
      if (deps.queue === undefined || !isNetworkFailure(error)) throw error;
      offline = true;
    }
  }
  const lines = cart.get().items;
  if (lines.length === 0) return { kind: "emptyCart" };
  if (totals) {
    cart.acceptTotals(totals);
    if (shownGrandTotal !== null && Math.abs(totals.grand_total - shownGrandTotal) > 0.005) {
      return { kind: "priceChanged", grandTotal: totals.grand_total };
    }
  }
  const orderId = state.orderId ?? newOrderId();
  deps.rememberOrderId(orderId);
  const now = (deps.now ?? (() => new Date()))();
  const body = orderRequest({
    state,
    lines,
    cartId: cart.get().token,
    orderId,
    store: deps.store,
    now,
  });
  const queue = async () => {
    const queued = { ...body, order_id: orderId };
    await deps.queue?.(queued);
    await cart.clear({ sync: false });
    return { kind: "queued", order: queued } as const;
  };
  if (offline) return queue();
  let order: PlacedOrder;
  try {
    order = await (deps.post ?? postOrder(deps.store))(body);
  } catch (error) {
    if (deps.queue !== undefined && isNetworkFailure(error)) return queue();
    const refused = error instanceof ApiRefusal && error.status >= 400 && error.status < 500;
    const message = error instanceof Error ? error.message : String(error);
    return refused ? { kind: "refused", message } : { kind: "failed", message };
  }
  const method = state.paymentMethods.find((m) => m.code === state.paymentDetails.paymentMethod);
  const lastOrder: LastOrder = {
    order,
    placedAt: now.getTime(),
    email: state.personalDetails.emailAddress.trim(),
    paymentMethod: state.paymentDetails.paymentMethod,
    paymentTitle: method?.title ?? state.paymentDetails.paymentMethod,
  };
  await cart.clear({ sync: false });
  return { kind: "placed", lastOrder };
}
