/**
 * Payment speed on SQLite with the demo catalogue and the sandbox gateway, over real HTTP on
 * loopback (`npm run bench:payments`): `POST /api/ext/mollie/post-payment` for an iDEAL order
 * (ownership, the order's amount, the sandbox payment and its record) and `POST webhook` for a
 * paid payment (the provider asked, the order made processing with its invoice), and a repeated
 * webhook that changes nothing. Targets (2-core machine): post-payment p50 ≤ 10 ms, webhook
 * p50 ≤ 10 ms. Exits with 1 when a target is missed.
 */
import type { ProductDocument } from "@etalage/contracts";
import { cashOnDeliveryOrder, DUTCH_ADDRESS } from "../e2e/support/order-request";
import { startInProcessShop, stockedProducts } from "./support/in-process-shop";
import { info, ms, percentile, timeEach, verdict } from "./support/percentiles";

const ORDERS = 1000;

const running = await startInProcessShop();
const { database } = running;
const base = await running.listen();

async function post(path: string, body: unknown) {
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { code: number; result: Record<string, unknown> };
  if (reply.code !== 200) throw new Error(`${path}: ${JSON.stringify(reply)}`);
  return reply.result;
}

async function webhook(id: string) {
  const res = await fetch(`${base}/api/ext/mollie/webhook`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ id }).toString(),
  });
  await res.body?.cancel();
  if (res.status !== 200) throw new Error(`webhook ${id}: ${res.status}`);
}

const [product] = (await stockedProducts(running, 1)) as [ProductDocument];

const address = { ...DUTCH_ADDRESS, email: "bench-betaling@example.com" };
const orders: { id: number; token: string }[] = [];
for (let i = 0; i < ORDERS; i++) {
  const body = cashOnDeliveryOrder(`bench-pay-${i}`, [{ sku: product.sku, qty: 1 }], address);
  body.addressInformation.payment_method_code = "mollie_methods_ideal";
  const placed = await post("/api/order?token=", body);
  orders.push({ id: placed.magentoOrderId as number, token: placed.orderToken as string });
}

const paymentIds: string[] = [];
const postPayment = async (i: number) => {
  const order = orders[i]!;
  const result = await post("/api/ext/mollie/post-payment", {
    currency: "EUR",
    order_id: order.id,
    redirectUrl: `${base}/order-status/`,
    method: "ideal",
    issuer: "ideal_INGBNL2A",
    orderToken: order.token,
  });
  paymentIds.push(String(result.payment_gateway_url).split("/").pop()!);
};
const postTimes = await timeEach(ORDERS, postPayment);

// Paid at the provider without calling the webhook, so each call below does the whole work.
await database.db
  .updateTable("sandbox_payments")
  .set({ status: "paid", settled_at: new Date().toISOString() })
  .execute();
const webhookTimes = await timeEach(ORDERS, (i) => webhook(paymentIds[i]!));
const repeatTimes = await timeEach(ORDERS, (i) => webhook(paymentIds[i]!));

const invoices = await database.db
  .selectFrom("order_invoices")
  .select((eb) => eb.fn.countAll().as("n"))
  .executeTakeFirstOrThrow();
await running.close();

// The first 50 samples of each series warm the code paths up and are left out.
const p50 = (times: number[]) => percentile(times.slice(50), 50);
const p50p99 = (times: number[]) => `${ms(p50(times))} / ${ms(percentile(times.slice(50), 99))}`;
const rows: [string, string, string, boolean][] = [
  ["post-payment, sandbox (p50 / p99)", p50p99(postTimes), "p50 ≤ 10 ms", p50(postTimes) <= 10],
  ["webhook, paid (p50 / p99)", p50p99(webhookTimes), "p50 ≤ 10 ms", p50(webhookTimes) <= 10],
];
console.log(`Payments bench: SQLite, sandbox gateway, HTTP on loopback, ${ORDERS} orders`);
for (const [name, value, target, met] of rows) console.log(verdict(name, value, target, met));
console.log(info("webhook repeated, no change (p50 / p99)", p50p99(repeatTimes)));
console.log(info("invoices written", String(Number(invoices.n))));
if (Number(invoices.n) !== ORDERS) process.exitCode = 1;
if (rows.some(([, , , met]) => !met)) process.exitCode = 1;
