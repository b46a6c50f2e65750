/**
 * Cart and checkout speed on SQLite with the demo catalogue, over real HTTP on loopback:
 * p50/p99 of `update` (adding a line) and `totals`, and orders per second of sustained placement.
 * Run: `npm run bench:cart`. Targets (2-core machine): update p50 ≤ 5 ms, totals p50 ≤ 5 ms,
 * ≥ 150 orders/s. Exits with 1 when a target is missed.
 */
import { cashOnDeliveryOrder, DUTCH_ADDRESS } from "../e2e/support/order-request";
import { startInProcessShop, stockedProducts } from "./support/in-process-shop";

const SAMPLES = 2000;
const WARMUP = 200;
const ORDERS = 2000;
const ORDERS_IN_FLIGHT = 8;

const running = await startInProcessShop();
const base = await running.listen();

async function call(method: "GET" | "POST", path: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await res.json()) as { code: number; result: unknown };
  if (reply.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(reply)}`);
  return reply.result;
}

const products = await stockedProducts(running, 20);

const newCart = () => call("POST", "/api/cart/create?token=") as Promise<string>;
const cartPath = (path: string, cartId: string) => `/api/cart/${path}?token=&cartId=${cartId}`;
const skuAt = (i: number) => products[i % products.length]!.sku;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeEach(count: number, step: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await step(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** `update` adding a new line: five lines per cart, then a fresh cart (made outside the clock). */
async function updateTimes(count: number): Promise<number[]> {
  const carts = await Promise.all(Array.from({ length: Math.ceil(count / 5) }, newCart));
  return timeEach(count, (i) =>
    call("POST", cartPath("update", carts[Math.floor(i / 5)]!), {
      cartItem: { sku: skuAt(i), qty: 1 },
    }),
  );
}

/** `totals` of carts with three lines. */
async function totalsTimes(count: number): Promise<number[]> {
  const carts = await Promise.all(Array.from({ length: 20 }, newCart));
  for (const [c, cartId] of carts.entries()) {
    for (let line = 0; line < 3; line++) {
      await call("POST", cartPath("update", cartId), {
        cartItem: { sku: skuAt(c + line), qty: 1 },
      });
    }
  }
  return timeEach(count, (i) => call("GET", cartPath("totals", carts[i % carts.length]!)));
}

const address = DUTCH_ADDRESS;
let orderSeq = 0;
const placeOrder = () =>
  call(
    "POST",
    "/api/order?token=",
    cashOnDeliveryOrder(
      `bench-${process.pid}-${++orderSeq}`,
      [
        { sku: skuAt(orderSeq), qty: 1 },
        { sku: skuAt(orderSeq + 7), qty: 2 },
      ],
      address,
    ),
  );

/** Orders per second with a few placements always in flight, as a busy shop sees them. */
async function ordersPerSecond(count: number, inFlight: number): Promise<number> {
  let left = count;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (left-- > 0) await placeOrder();
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

await updateTimes(WARMUP);
await totalsTimes(WARMUP);
await ordersPerSecond(WARMUP, ORDERS_IN_FLIGHT);

const update = await updateTimes(SAMPLES);
const totals = await totalsTimes(SAMPLES);
const orders = await ordersPerSecond(ORDERS, ORDERS_IN_FLIGHT);

await running.close();

const ms = (n: number) => `${n.toFixed(2)} ms`;
let missed = false;
function report(
  name: string,
  figures: string,
  value: number,
  target: number,
  lowerIsBetter: boolean,
) {
  const ok = lowerIsBetter ? value <= target : value >= target;
  const ratio = lowerIsBetter ? target / value : value / target;
  missed ||= !ok;
  console.log(
    `${name.padEnd(22)} ${figures.padEnd(34)} ${ok ? "ok  " : "MISS"} ${ratio.toFixed(1)}× the target`,
  );
}
console.log(`Cart bench: SQLite, demo catalogue, HTTP on loopback, ${SAMPLES} samples each`);
report(
  "update (add a line)",
  `p50 ${ms(percentile(update, 50))}  p99 ${ms(percentile(update, 99))}`,
  percentile(update, 50),
  5,
  true,
);
report(
  "totals (3 lines)",
  `p50 ${ms(percentile(totals, 50))}  p99 ${ms(percentile(totals, 99))}`,
  percentile(totals, 50),
  5,
  true,
);
report(
  "order placement",
  `${orders.toFixed(0)} orders/s (${ORDERS_IN_FLIGHT} in flight)`,
  orders,
  150,
  false,
);
if (missed) process.exitCode = 1;
