import type { TokenRenewal } from "../../lib/api/token-renewal";
import { MAX_NETWORK_TASK_ATTEMPTS } from "./offline-constants";
import type { SyncTask } from "./task-record";

/** docs/specification/messages.md: what a reply that is not the API's JSON envelope is called. */
export const TASK_MESSAGES = {
  badContentType: "Error with response - bad content-type!",
  noBody: "Unhandled error, wrong response format!",
  cartRecreated: "The cart is being re-created; the task will be sent once it is there.",
} as const;

/** The envelope of a reply (docs/specification/api-shapes.md §1). */
export interface TaskReply {
  code: number;
  result?: unknown;
  meta?: unknown;
}

/**
 * No answer to act on: the network is down, the reply was not the API's JSON, or the cart the
 * task needs is not there yet. The task stays untransmitted and is sent again later.
 */
export class NoResponse extends Error {
  constructor(
    message: string,
    /** The network failed (expected offline), or an answer came that the shop cannot use. */
    readonly reason: "network" | "unusable" = "unusable",
  ) {
    super(message);
    this.name = "NoResponse";
  }
}

export interface SendContext {
  fetch: typeof fetch;
  /** The customer's token ("" for a guest) and the cart's id (null while there is none). */
  token(): string;
  cartId(): string | null;
  /** docs/specification/api-calls.md: the storeCode query parameter added in multi-store mode. */
  storeCode(): string | null;
  /** The shop's single-flight token refresh (features/account session), when there is one. */
  renewal(): TokenRenewal | null;
}

function urlOf(task: SyncTask, ctx: SendContext, token: string): string {
  const cartId = ctx.cartId();
  if (task.url.includes("{{cartId}}") && cartId === null)
    throw new NoResponse(TASK_MESSAGES.cartRecreated);
  const filled = task.url
    .replaceAll("{{token}}", encodeURIComponent(token))
    .replaceAll("{{cartId}}", encodeURIComponent(cartId ?? ""));
  const storeCode = ctx.storeCode();
  if (storeCode === null) return filled;
  const url = new URL(filled, "http://shop.invalid");
  url.searchParams.set("storeCode", storeCode);
  return filled.startsWith("/") ? `${url.pathname}${url.search}` : url.toString();
}

async function sendOnce(task: SyncTask, ctx: SendContext, token: string): Promise<TaskReply> {
  let res: Response;
  try {
    res = await ctx.fetch(urlOf(task, ctx, token), {
      method: task.payload.method,
      headers: task.payload.headers,
      body: task.payload.body,
      mode: task.payload.mode,
    });
  } catch (error) {
    if (error instanceof NoResponse) throw error;
    throw new NoResponse(error instanceof Error ? error.message : String(error), "network");
  }
  if (!(res.headers.get("content-type") ?? "").includes("application/json"))
    throw new NoResponse(TASK_MESSAGES.badContentType);
  const envelope = (await res.json().catch(() => null)) as Partial<TaskReply> | null;
  if (envelope === null || typeof envelope !== "object") throw new NoResponse(TASK_MESSAGES.noBody);
  return { code: envelope.code ?? res.status, result: envelope.result, meta: envelope.meta };
}

/**
 * Sends a task and answers the server's reply. A 401 to a task with a customer's token goes
 * through the one token refresh and is sent once more (maxNetworkTaskAttempts = 1); when the
 * refresh fails or the retry is refused too, the answer is the synthetic `{code: 401}` and
 * `unauthorized` is true, so the queue drops its untransmitted tasks (docs/specification/api-shapes.md §11).
 */
export async function sendTask(
  task: SyncTask,
  ctx: SendContext,
): Promise<{ reply: TaskReply; unauthorized: boolean }> {
  let token = ctx.token();
  for (let attempt = 0; ; attempt += 1) {
    const reply = await sendOnce(task, ctx, token);
    const renewal = ctx.renewal();
    const withToken = token !== "" && task.url.includes("{{token}}");
    if (reply.code !== 401 || !withToken || renewal === null) return { reply, unauthorized: false };
    if (attempt >= MAX_NETWORK_TASK_ATTEMPTS) {
      renewal.giveUp();
      return { reply: { code: 401 }, unauthorized: true };
    }
    const fresh = await renewal.renew(token);
    if (fresh === null) return { reply: { code: 401 }, unauthorized: true };
    token = fresh;
  }
}
