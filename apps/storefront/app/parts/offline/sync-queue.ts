import type { TaskStore } from "./record-store";
import { newTask, type SyncTask, type TaskRequest } from "./task-record";
import { NoResponse, type SendContext, sendTask, type TaskReply } from "./task-send";

export interface SyncQueueDeps extends SendContext {
  tasks: TaskStore;
  online(): boolean;
  /** A refused task's server message, unless the task is silent (docs/specification/messages.md). */
  notify(message: string): void;
  /** The task's callback event, fired with the task once its response arrived. */
  emit(event: string, task: SyncTask): void;
  /** docs/specification/offline-and-caches.md: back online, after the queue, the cart is reloaded from the server. */
  reloadCart(): Promise<void>;
  /** Runs the queue holding a lock across the shopper's tabs, so one tab sends each task. */
  exclusive?<T>(run: () => Promise<T>): Promise<T>;
  now?(): number;
}

/** The server's message of a refused reply; none for a host that was not found (ENOTFOUND). */
function refusalMessage(reply: TaskReply): string | null {
  const result = reply.result;
  if (typeof result === "string") return result;
  if (typeof result !== "object" || result === null) return null;
  const r = result as { code?: unknown; result?: unknown; message?: unknown };
  if (r.code === "ENOTFOUND") return null;
  const text = typeof r.message === "string" ? r.message : r.result;
  return typeof text === "string" ? text : null;
}

/** Drops the tasks no response ever came for (logout, a failed token refresh: docs/specification/account.md). */
export async function dropUntransmitted(tasks: TaskStore): Promise<void> {
  for (const task of await tasks.list()) if (!task.transmited) await tasks.delete(task.task_id);
}

/**
 * The offline queue of docs/specification/offline-and-caches.md: state-changing calls become task records (docs/specification/api-shapes.md §11)
 * in IndexedDB, untransmitted until a response arrives, sent one after another in the order they
 * were made. A task without a response stops the run and stays first in line.
 */
export function createSyncQueue(deps: SyncQueueDeps) {
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? (<T>(run: () => Promise<T>) => run());
  /** The run after the current one, which later callers join; and the end of the line. */
  let waiting: Promise<void> | null = null;
  let tail: Promise<void> = Promise.resolve();
  /** Tasks sent by this tab, answered to the caller that queued them. */
  const sent = new Map<string, SyncTask>();
  const mine = new Set<string>();

  async function transmit(task: SyncTask): Promise<"sent" | "stop" | "unauthorized"> {
    let outcome: Awaited<ReturnType<typeof sendTask>>;
    try {
      outcome = await sendTask(task, deps);
    } catch (error) {
      if (error instanceof NoResponse) {
        // docs/specification/messages.md: a reply that is not the API's JSON is logged; no network is just offline.
        if (error.reason === "unusable") console.warn(error.message);
        return "stop";
      }
      throw error;
    }
    const { reply } = outcome;
    const done: SyncTask = {
      ...task,
      transmited: true,
      transmited_at: now(),
      updated_at: now(),
      result: reply.result,
      resultCode: reply.code,
      code: reply.code,
      meta: reply.meta,
      acknowledged: true,
    };
    if (outcome.unauthorized) {
      await clearUntransmitted();
      if (task.callback_event) deps.emit(task.callback_event, done);
      return "unauthorized";
    }
    if (mine.has(task.task_id)) sent.set(task.task_id, done);
    await deps.tasks.delete(task.task_id);
    if (reply.code !== 200 && !task.silent) {
      const message = refusalMessage(reply);
      if (message !== null) deps.notify(message);
    }
    if (task.callback_event) deps.emit(task.callback_event, done);
    return "sent";
  }

  async function runQueue(): Promise<void> {
    for (const task of await deps.tasks.list()) {
      if (task.transmited) continue;
      // Another tab may have sent it while this one waited for the lock.
      const current = await deps.tasks.get(task.task_id);
      if (current === null || current.transmited) continue;
      if ((await transmit(current)) !== "sent") return;
    }
  }

  /**
   * Sends every untransmitted task in order. One run at a time: a call during a run schedules
   * one more after it (joined by every other call meanwhile), so a task queued mid-run is sent.
   */
  function process(): Promise<void> {
    if (!deps.online()) return Promise.resolve();
    if (waiting) return waiting;
    const run = tail.then(() => {
      waiting = null;
      return exclusive(runQueue);
    });
    waiting = run;
    tail = run.catch(() => undefined);
    return run;
  }

  const clearUntransmitted = () => dropUntransmitted(deps.tasks);

  return {
    /**
     * Queues a state-changing call. Online it is sent straight away after the tasks before it;
     * answers the task as it stands: transmitted with its result, or still waiting.
     */
    async queue(request: TaskRequest): Promise<SyncTask> {
      const task = newTask(request, now());
      mine.add(task.task_id);
      await deps.tasks.put(task);
      await process();
      const done = sent.get(task.task_id);
      sent.delete(task.task_id);
      mine.delete(task.task_id);
      return done ?? (await deps.tasks.get(task.task_id)) ?? task;
    },
    process,
    /** Back online: the queue is processed, then the cart is reloaded from the server. */
    async onlineAgain(): Promise<void> {
      await process();
      await deps.reloadCart();
    },
    /** Logout and a failed token refresh drop what was never sent. */
    clearUntransmitted,
    /** Drops the waiting tasks no longer wanted (a cart line added and removed offline). */
    async withdraw(unwanted: (task: SyncTask) => boolean): Promise<void> {
      for (const task of await deps.tasks.list())
        if (!task.transmited && unwanted(task)) await deps.tasks.delete(task.task_id);
    },
    pending: async () => (await deps.tasks.list()).filter((task) => !task.transmited),
  };
}

export type SyncQueue = ReturnType<typeof createSyncQueue>;
