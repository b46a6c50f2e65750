import type { SyncQueue } from "../../../parts/offline/sync-queue";
import type { TaskRequest } from "../../../parts/offline/task-record";
import type { CartLine } from "../rules/cart-line";
import { type LineChange, offlineLineChanges } from "../rules/offline-line-changes";

/** The cart calls of a sync task; `{{token}}` and `{{cartId}}` are filled in when it is sent. */
const UPDATE_URL = "/api/cart/update?token={{token}}&cartId={{cartId}}";
const DELETE_URL = "/api/cart/delete?token={{token}}&cartId={{cartId}}";
const JSON_HEADERS = { "content-type": "application/json" };

/** Fired with the task once the server answered a cart change made offline. */
export const CART_TASK_EVENT = "store:cart/offlineChangeSent";

/**
 * A cart change made offline as the task record of docs/specification/api-shapes.md §11. Setting a line sends its
 * full quantity (the server sets it, never adds), so sending it twice changes nothing. A line the
 * server never had needs no removal: answers null, and its waiting tasks are withdrawn instead.
 */
export function cartChangeTask(change: LineChange): TaskRequest | null {
  const { line } = change;
  if (change.kind === "remove") {
    if (line.server_item_id === undefined) return null;
    return {
      url: DELETE_URL,
      payload: {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ cartItem: { item_id: line.server_item_id } }),
      },
      // A line already gone is what the shopper wanted: no message for it.
      silent: true,
      callback_event: CART_TASK_EVENT,
    };
  }
  const cartItem =
    line.server_item_id !== undefined
      ? { item_id: line.server_item_id, sku: line.sku, qty: line.qty }
      : {
          // A new configurable line is added as its parent with the chosen attributes.
          sku: line.type_id === "configurable" ? line.parentSku : line.sku,
          qty: line.qty,
          product_option: line.product_option,
        };
  return {
    url: UPDATE_URL,
    payload: { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ cartItem }) },
    callback_event: CART_TASK_EVENT,
  };
}

/** The sku and options a waiting "set line" task is for, to withdraw it when the line goes. */
export function taskLineKey(task: Pick<TaskRequest, "url" | "payload">): string | null {
  if (!task.url.startsWith("/api/cart/update") || task.payload.body === undefined) return null;
  try {
    const { cartItem } = JSON.parse(task.payload.body) as {
      cartItem?: { sku?: string; product_option?: unknown; item_id?: number };
    };
    if (cartItem?.item_id !== undefined || cartItem?.sku === undefined) return null;
    return `${cartItem.sku}|${JSON.stringify(cartItem.product_option ?? null)}`;
  } catch {
    return null;
  }
}

/** The key of a line the server never had, as {@link taskLineKey} reads it from its task. */
export function newLineKey(change: LineChange): string | null {
  const task = cartChangeTask({ kind: "set", line: change.line });
  return task === null ? null : taskLineKey(task);
}

/**
 * Queues the tasks that take the server cart from `before` to `after` (docs/specification/offline-and-caches.md). A line added
 * offline and removed again withdraws its waiting tasks: nothing is sent for it.
 */
export async function queueCartChanges(
  tasks: Pick<SyncQueue, "queue" | "withdraw">,
  before: readonly CartLine[],
  after: readonly CartLine[],
): Promise<void> {
  for (const change of offlineLineChanges(before, after)) {
    const task = cartChangeTask(change);
    if (task !== null) {
      await tasks.queue(task);
      continue;
    }
    const key = newLineKey(change);
    if (key !== null) await tasks.withdraw((waiting) => taskLineKey(waiting) === key);
  }
}
