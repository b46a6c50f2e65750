/**
 * The back office's order list with 100,000 orders on SQLite, over real HTTP on loopback with a
 * staff session (`npm run bench:admin`): `GET /api/admin/orders` unfiltered, by status, by
 * payment, by days, by order number, e-mail address and name, and a page far down; and
 * `GET /api/admin/dashboard` with the paid orders' invoices (the last month's ≈ 3,500) and some
 * refunds. Target (2-core machine): p95 ≤ 50 ms for each. Exits with 1 when a target is missed.
 */
import { createStaffMember } from "@etalage/commerce";
import {
  type Insertable,
  type NewOrder,
  type OrderInvoicesTable,
  type OrderRefundsTable,
  sql,
} from "@etalage/db";
import { startInProcessShop } from "./support/in-process-shop";
import { info, ms, percentile, timeEach, verdict } from "./support/percentiles";

const ORDERS = 100_000;
const SAMPLES = 200;
const PASSWORD = "Winkel2026!";
const FIRST = ["Anna", "Bram", "Carla", "Daan", "Eva", "Femke", "Gijs", "Hanna", "Iris", "Joost"];
const LAST = ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder"];
const STATUSES = ["pending", "pending_payment", "processing", "complete", "canceled"];

const running = await startInProcessShop();
const { db } = running.database;

// A year of orders, one every five minutes, from many customers with a spread of names.
const seeded = performance.now();
const start = Date.parse("2025-06-01T00:00:00.000Z");
await db.transaction().execute(async (trx) => {
  for (let from = 0; from < ORDERS; from += 500) {
    const rows: (NewOrder & { increment_id: string })[] = [];
    for (let i = from; i < Math.min(ORDERS, from + 500); i++) {
      const at = new Date(start + i * 300_000).toISOString();
      const customer = i % 7919;
      rows.push({
        increment_id: String(i + 1).padStart(9, "0"),
        client_order_id: null,
        order_token: `bench-${i}`,
        quote_id: null,
        customer_id: null,
        customer_email: `klant${customer}@example.com`,
        customer_firstname: `${FIRST[customer % FIRST.length]}${customer % 97 === 0 ? "" : String.fromCharCode(97 + (customer % 26))}`,
        customer_lastname: `${LAST[customer % LAST.length]}-${Math.floor(customer / 80)}`,
        store_code: i % 5 === 0 ? "en" : "nl",
        status: STATUSES[i % STATUSES.length] ?? "pending",
        state: "new",
        shipping_address: null,
        billing_address: "{}",
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        shipping_description: null,
        payment_method_code: i % 3 === 0 ? "cashondelivery" : "mollie_methods_ideal",
        payment_method_additional: null,
        coupon_code: null,
        currency_code: "EUR",
        subtotal: 50,
        subtotal_incl_tax: 60.5,
        discount_amount: 0,
        shipping_amount: 4.13,
        shipping_incl_tax: 5,
        tax_amount: 11.37,
        grand_total: 65.5,
        total_qty_ordered: 1 + (i % 4),
        created_at: at,
        updated_at: at,
        public_origin: null,
      });
    }
    await trx.insertInto("orders").values(rows).execute();
  }
});
// The paid orders' invoices, the newest ending now, so the dashboard's 30 days are full; one
// in 25 of them partly refunded.
const now = Date.now();
await db.transaction().execute(async (trx) => {
  const invoices: Insertable<OrderInvoicesTable>[] = [];
  const refunds: Insertable<OrderRefundsTable>[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const status = STATUSES[i % STATUSES.length];
    if (i % 3 === 0 || (status !== "processing" && status !== "complete")) continue;
    const at = new Date(now - (ORDERS - i) * 300_000).toISOString();
    invoices.push({
      order_id: i + 1,
      payment_id: `tr_bench${i}`,
      currency_code: "EUR",
      grand_total: 65.5,
      created_at: at,
      invoice_number: `INV-BENCH-${i}`,
    });
    if (invoices.length % 25 === 0)
      refunds.push({
        order_id: i + 1,
        payment_id: `tr_bench${i}`,
        provider_refund_id: `re_bench${i}`,
        currency: "EUR",
        amount: 30,
        status: "refunded",
        reason: "Bench",
        error: null,
        staff_email: "bench@etalage.test",
        created_at: at,
        updated_at: at,
      });
  }
  for (let from = 0; from < invoices.length; from += 500)
    await trx
      .insertInto("order_invoices")
      .values(invoices.slice(from, from + 500))
      .execute();
  for (let from = 0; from < refunds.length; from += 500)
    await trx
      .insertInto("order_refunds")
      .values(refunds.slice(from, from + 500))
      .execute();
});
await sql`analyze`.execute(db);
const seedSeconds = (performance.now() - seeded) / 1000;

await createStaffMember(
  db,
  { email: "bench@etalage.test", name: "Bench", role: "staff", password: PASSWORD },
  new Date(),
);
const base = await running.listen();
const login = await fetch(`${base}/api/admin/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "bench@etalage.test", password: PASSWORD }),
});
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

async function list(query: string): Promise<number> {
  const res = await fetch(`${base}/api/admin/orders${query}`, { headers: { cookie } });
  const body = (await res.json()) as { code: number; result: { total: number } };
  if (body.code !== 200) throw new Error(`${query}: ${JSON.stringify(body)}`);
  return body.result.total;
}

const cases: [string, string][] = [
  ["newest first, 20 a page", ""],
  ["status=processing", "?status=processing"],
  ["payment=paid", "?payment=paid"],
  ["payment=on_delivery", "?payment=on_delivery"],
  ["from–to (one week)", "?from=2025-09-01&to=2025-09-07"],
  ["q = order number", "?q=4711"],
  ["q = e-mail address", "?q=klant4711%40example.com"],
  ["q = name", "?q=bram%20jansen"],
  ["q = last name", "?q=visser"],
  ["page 200 of 20", "?page=200&pageSize=20"],
];
console.log(
  `Admin bench: SQLite, ${ORDERS.toLocaleString("en")} orders (seeded in ${seedSeconds.toFixed(1)} s), HTTP on loopback, ${SAMPLES} samples each`,
);
let missed = false;
for (const [name, query] of cases) {
  const total = await list(query);
  await timeEach(20, () => list(query));
  const times = await timeEach(SAMPLES, () => list(query));
  const p95 = percentile(times, 95);
  missed ||= p95 > 50;
  console.log(
    verdict(
      `${name} (p50 / p95)`,
      `${ms(percentile(times, 50))} / ${ms(p95)}`,
      "p95 ≤ 50 ms",
      p95 <= 50,
    ),
  );
  console.log(info("  orders found", String(total)));
}
async function dashboard(): Promise<number> {
  const res = await fetch(`${base}/api/admin/dashboard`, { headers: { cookie } });
  const body = (await res.json()) as {
    code: number;
    result: { revenue: { days30: { orders: number } } };
  };
  if (body.code !== 200) throw new Error(`dashboard: ${JSON.stringify(body)}`);
  return body.result.revenue.days30.orders;
}
const paidIn30Days = await dashboard();
await timeEach(20, dashboard);
const dashboardTimes = await timeEach(SAMPLES, dashboard);
const dashboardP95 = percentile(dashboardTimes, 95);
missed ||= dashboardP95 > 50;
console.log(
  verdict(
    "dashboard (p50 / p95)",
    `${ms(percentile(dashboardTimes, 50))} / ${ms(dashboardP95)}`,
    "p95 ≤ 50 ms",
    dashboardP95 <= 50,
  ),
);
console.log(info("  orders invoiced in 30 days", String(paidIn30Days)));
await running.close();
process.exit(missed ? 1 : 0);
