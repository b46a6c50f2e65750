import type { OrderRequest, PlacedOrder, StoreCode } from "@etalage/contracts";
import { TOKEN_REFRESH_REFUSED } from "../../lib/api/api-call";
import type { TokenRenewal } from "../../lib/api/token-renewal";
import type { OrderStore } from "./record-store";
import type { QueuedOrder } from "./task-record";
import { NoResponse, type SendContext, sendTask } from "./task-send";

/** A client order id, in the checkout's format: random enough that two shoppers never share one. */
export const offlineOrderId = () => `etalage-${crypto.randomUUID()}`;

/**
 * docs/specification/checkout-and-orders.md: back online, waiting orders go out without asking the shopper when automatic
 * transmission is on, or while the shopper is on the thank-you page; otherwise 'Order waiting!'.
 */
export const sendsWithoutAsking = (autoSend: boolean, onThankYouPage: boolean): boolean =>
  autoSend || onThankYouPage;

export interface OrderQueueDeps {
  orders: OrderStore;
  fetch: typeof fetch;
  /** The customer's token ("" for a guest), read when the order goes out. */
  token(): string;
  renewal(): TokenRenewal | null;
  /** Sends one order at a time across the shopper's tabs (Web Locks), named after the order. */
  exclusive?<T>(name: string, run: () => Promise<T>): Promise<T>;
  now?(): number;
}

export type SendOutcome =
  | { kind: "placed"; order: QueuedOrder }
  /** The server refused it (a sold-out variant): the order stays, with the message, to be seen. */
  | { kind: "refused"; order: QueuedOrder; message: string }
  /** No answer: the order stays untransmitted and the same order_id goes out next time. */
  | { kind: "waiting"; order: QueuedOrder }
  | { kind: "unknown" };

/**
 * Orders placed offline (docs/specification/offline-and-caches.md "Offline queue"): each keeps the order_id it was queued with,
 * the API's idempotency key, so however often it is sent — two tabs, a retry after a dropped
 * connection, a crash between send and acknowledge — the shop places one order.
 */
export function createOrderQueue(deps: OrderQueueDeps) {
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? (<T>(_: string, run: () => Promise<T>) => run());
  const inFlight = new Map<string, Promise<SendOutcome>>();

  async function transmit(orderId: string): Promise<SendOutcome> {
    // Read again under the lock: another tab may have placed it meanwhile.
    const order = await deps.orders.get(orderId);
    if (order === null) return { kind: "unknown" };
    if (order.transmited) return { kind: "placed", order };
    const ctx: SendContext = {
      fetch: deps.fetch,
      token: deps.token,
      cartId: () => null,
      storeCode: () => order.storeCode,
      renewal: deps.renewal,
    };
    const task = {
      task_id: order.order_id,
      url: "/api/order?token={{token}}",
      payload: {
        method: "POST" as const,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(order.order),
      },
      transmited: false,
      created_at: order.created_at,
      updated_at: order.updated_at,
    };
    let outcome: Awaited<ReturnType<typeof sendTask>>;
    try {
      outcome = await sendTask(task, ctx);
    } catch (error) {
      if (error instanceof NoResponse) return { kind: "waiting", order };
      throw error;
    }
    const { reply } = outcome;
    if (reply.code === 200) {
      const placed: QueuedOrder = {
        ...order,
        transmited: true,
        transmited_at: now(),
        updated_at: now(),
        result: reply.result as PlacedOrder,
        refusal: undefined,
      };
      await deps.orders.put(placed);
      return { kind: "placed", order: placed };
    }
    if (reply.code >= 500) return { kind: "waiting", order };
    const message = outcome.unauthorized
      ? TOKEN_REFRESH_REFUSED
      : typeof reply.result === "string"
        ? reply.result
        : `HTTP ${reply.code}`;
    const refused: QueuedOrder = { ...order, refusal: message, updated_at: now() };
    await deps.orders.put(refused);
    return { kind: "refused", order: refused, message };
  }

  /** Sends the order once at a time in this tab and across tabs; answers what became of it. */
  function send(orderId: string): Promise<SendOutcome> {
    const current = inFlight.get(orderId);
    if (current) return current;
    const run = exclusive(`etalage-order-${orderId}`, () => transmit(orderId)).finally(() =>
      inFlight.delete(orderId),
    );
    inFlight.set(orderId, run);
    return run;
  }

  /** The kept orders, oldest first. */
  const inOrder = async () =>
    (await deps.orders.list()).sort((a, b) => a.created_at - b.created_at);

  return {
    /** Keeps the order, untransmitted, with its order_id (a new one if it has none). */
    async queue(order: OrderRequest, storeCode: StoreCode): Promise<QueuedOrder> {
      const orderId = order.order_id ?? offlineOrderId();
      // Strictly after the orders before it, so the queue's order is the order they were made.
      const latest = Math.max(0, ...(await deps.orders.list()).map((o) => o.created_at));
      const at = Math.max(now(), latest + 1);
      const queued: QueuedOrder = {
        order_id: orderId,
        storeCode,
        order: { ...order, order_id: orderId },
        transmited: false,
        created_at: at,
        updated_at: at,
      };
      await deps.orders.put(queued);
      return queued;
    },
    send,
    /** The orders made offline and not yet placed ('Order waiting!'), refused ones included. */
    waiting: async () => (await inOrder()).filter((order) => !order.transmited),
    /** The shopper saw the placed (or dropped the refused) order: it leaves the queue. */
    forget: (orderId: string) => deps.orders.delete(orderId),
    /**
     * Back online: with automatic transmission on (off by default) every waiting order that was
     * not refused is sent; otherwise the waiting ones are answered for the shopper to confirm.
     */
    async onlineAgain(autoSend: boolean): Promise<QueuedOrder[]> {
      const waiting = (await inOrder()).filter((o) => !o.transmited && !o.refusal);
      if (!autoSend) return waiting;
      for (const order of waiting) await send(order.order_id);
      return (await inOrder()).filter((o) => !o.transmited);
    },
  };
}

export type OrderQueue = ReturnType<typeof createOrderQueue>;
