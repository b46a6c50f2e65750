import type { OrderRequest, PlacedOrder, StoreCode } from "@etalage/contracts";

/** The call a sync task makes: the fetch options, with a JSON body already serialized. */
export interface TaskPayload {
  method: "GET" | "POST" | "PUT" | "DELETE";
  headers: Record<string, string>;
  body?: string;
  mode?: "cors" | "same-origin";
}

/**
 * A queued task (docs/specification/entities.md, docs/specification/api-shapes.md §11). `url` may hold the `{{token}}` and `{{cartId}}`
 * placeholders, filled in when the task is sent. Times are milliseconds since the epoch.
 */
export interface SyncTask {
  task_id: string;
  url: string;
  payload: TaskPayload;
  silent?: boolean;
  /** "store:<action>" or a bus event, fired with the task once its response arrived. */
  callback_event?: string;
  is_result_cacheable?: boolean;
  transmited: boolean;
  transmited_at?: number;
  created_at: number;
  updated_at: number;
  result?: unknown;
  resultCode?: number;
  code?: number;
  meta?: unknown;
  acknowledged?: boolean;
}

/** What a caller asks to be queued. */
export type TaskRequest = Pick<
  SyncTask,
  "url" | "payload" | "silent" | "callback_event" | "is_result_cacheable"
>;

/** An order placed offline (docs/specification/entities.md): kept, with its idempotency key, until it is sent. */
export interface QueuedOrder {
  order_id: string;
  storeCode: StoreCode;
  order: OrderRequest & { order_id: string };
  transmited: boolean;
  transmited_at?: number;
  created_at: number;
  updated_at: number;
  /** The server's answer once the order was placed. */
  result?: PlacedOrder;
  /** The server refused it (a sold-out variant): its message, shown to the shopper. */
  refusal?: string;
}

let sequence = 0;

/**
 * Task ids sort in the order the tasks were made (time, then a counter within the tab), so the
 * store's key order is the queue's order.
 */
export function newTaskId(now: number): string {
  sequence = (sequence + 1) % 1_000_000;
  const random = Math.random().toString(36).slice(2, 8);
  return `${String(now).padStart(15, "0")}-${String(sequence).padStart(6, "0")}-${random}`;
}

export function newTask(request: TaskRequest, now: number): SyncTask {
  return {
    ...request,
    task_id: newTaskId(now),
    transmited: false,
    created_at: now,
    updated_at: now,
  };
}
