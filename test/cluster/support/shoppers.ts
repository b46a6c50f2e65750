import {
  DUTCH_ADDRESS,
  cashOnDeliveryOrder as guestOrder,
} from "../../../e2e/support/order-request";
import { clusterUrls } from "./cluster-control";

/** A reply of the shop: HTTP status and its JSON envelope (null when the body was not JSON). */
export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the envelope's result differs per route.
  body: any;
}

/**
 * The n-th shopper's own address. The balancer passes it to the processes in X-Forwarded-For
 * and they believe it (TRUST_PROXY names the balancer), so every shopper counts in her own rate
 * limits, as shoppers on their own connections do.
 */
export const shopperAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Sends one request to `base` (the balancer unless a process is named) as the given shopper. */
export async function send(
  path: string,
  { base = clusterUrls().balancer, shopper = 1, body, timeoutMs = 15_000 }: SendOptions = {},
): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "x-forwarded-for": shopperAddress(shopper),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // An HTML error page of the balancer (502, 503): the status says enough.
  }
  return { status: response.status, body: parsed };
}

interface SendOptions {
  base?: string;
  shopper?: number;
  body?: unknown;
  timeoutMs?: number;
}

/** A guest's order paid on delivery, under the client order_id she keeps for re-sends. */
export function cashOnDeliveryOrder(orderId: string, products: { sku: string; qty: number }[]) {
  return { ...guestOrder(orderId, products, DUTCH_ADDRESS), store_code: "nl" };
}

/** Answers the shop gives when an order cannot be taken: sold out is an answer, not a failure. */
const FINAL = new Set([200, 400, 403, 409, 422, 429]);

/**
 * Places an order as a storefront does on a bad connection: a lost answer (network error,
 * timeout, 5xx of the balancer or the shop) is re-sent with the same order_id until the shop
 * answers. Answers the last reply and how many sends it took.
 */
export async function placeOrderWithRetries(
  body: ReturnType<typeof cashOnDeliveryOrder>,
  {
    shopper,
    tries = 10,
    timeoutMs = 10_000,
    onRefused = () => {},
  }: {
    shopper: number;
    tries?: number;
    timeoutMs?: number;
    /** Called with the body of each 5xx answer before the order is sent again. */
    onRefused?: (body: unknown) => void;
  },
): Promise<Reply & { sends: number }> {
  let last: Reply = { status: 0, body: null };
  for (let sends = 1; sends <= tries; sends++) {
    try {
      last = await send("/api/order?token=", { shopper, body, timeoutMs });
      if (FINAL.has(last.status)) return { ...last, sends };
      if (last.status >= 500) onRefused(last.body);
    } catch {
      last = { status: 0, body: null };
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * sends));
  }
  return { ...last, sends: tries };
}
