/**
 * Customer account speed on SQLite with the demo catalogue, over real HTTP on loopback
 * (`npm run bench:accounts`): what a valid token adds to a request (a cart pull as the customer
 * against the same pull as a guest), `GET /api/user/me`, `refresh`, `login` (argon2 bound, with
 * its parameters) and the order history of a customer with 200 orders. Targets (2-core
 * machine): token overhead ≤ 0.3 ms, /me ≤ 2 ms, refresh ≤ 5 ms, order history ≤ 10 ms (p50).
 * Exits with 1 when a target is missed.
 */
import { ARGON2_PARAMETERS } from "@etalage/commerce";
import type { ProductDocument } from "@etalage/contracts";
import { cashOnDeliveryOrder, DUTCH_ADDRESS } from "../e2e/support/order-request";
import { startInProcessShop, stockedProducts } from "./support/in-process-shop";
import { info, ms, percentile, timeEach, verdict } from "./support/percentiles";

const SAMPLES = 2000;
const LOGINS = 40;
const ORDERS = 200;
const PASSWORD = "Zomer2026!";

const running = await startInProcessShop();
const base = await running.listen();

interface Reply {
  code: number;
  result: unknown;
  meta?: { refreshToken: string };
}

async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<Reply> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Reply;
}

async function ok(method: "GET" | "POST", path: string, body?: unknown): Promise<Reply> {
  const reply = await call(method, path, body);
  if (reply.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(reply)}`);
  return reply;
}

const email = "bench-klant@example.com";
await ok("POST", "/api/user/create", {
  customer: { email, firstname: "Anna", lastname: "de Vries" },
  password: PASSWORD,
});
const login = await ok("POST", "/api/user/login", { username: email, password: PASSWORD });
const token = login.result as string;
// A second login to refresh: a refresh replaces its own login's access token.
const second = await ok("POST", "/api/user/login", { username: email, password: PASSWORD });
let refreshToken = second.meta!.refreshToken;

const [product] = (await stockedProducts(running, 1)) as [ProductDocument];

// One cart line each, so the pull does the same work for both callers.
const customerCart = (await ok("POST", `/api/cart/create?token=${token}`)).result as string;
const guestCart = (await ok("POST", "/api/cart/create?token=")).result as string;
for (const [cart, who] of [
  [customerCart, token],
  [guestCart, ""],
] as const)
  await ok("POST", `/api/cart/update?token=${who}&cartId=${cart}`, {
    cartItem: { sku: product.sku, qty: 1 },
  });

const address = { ...DUTCH_ADDRESS, email };
for (let i = 0; i < ORDERS; i++)
  await ok(
    "POST",
    `/api/order?token=${token}`,
    cashOnDeliveryOrder(`bench-history-${i}`, [{ sku: product.sku, qty: 1 }], address),
  );

const guestPull = () => ok("GET", `/api/cart/pull?token=&cartId=${guestCart}`);
const customerPull = () => ok("GET", `/api/cart/pull?token=${token}&cartId=${customerCart}`);
const me = () => ok("GET", `/api/user/me?token=${token}`);
const guestMe = () => call("GET", "/api/user/me?token=");
const refresh = async () => {
  const reply = await ok("POST", "/api/user/refresh", { refreshToken });
  refreshToken = reply.meta!.refreshToken;
};
const logIn = () => ok("POST", "/api/user/login", { username: email, password: PASSWORD });
const history = () => ok("GET", `/api/user/order-history?token=${token}&pageSize=20&currentPage=1`);

// Warm up every path, then alternate guest and customer pulls so both see the same machine.
for (const step of [guestPull, customerPull, me, guestMe, refresh, history])
  await timeEach(200, step);
const guestTimes: number[] = [];
const customerTimes: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  guestTimes.push(...(await timeEach(1, guestPull)));
  customerTimes.push(...(await timeEach(1, customerPull)));
}
const meTimes = await timeEach(SAMPLES, me);
const guestMeTimes = await timeEach(SAMPLES, guestMe);
const refreshTimes = await timeEach(SAMPLES, refresh);
const loginTimes = await timeEach(LOGINS, logIn);
const historyTimes = await timeEach(SAMPLES / 4, history);

await running.close();

const p50 = (times: number[]) => percentile(times, 50);
const p50p99 = (times: number[]) => `${ms(p50(times))} / ${ms(percentile(times, 99))}`;
const overhead = p50(customerTimes) - p50(guestTimes);
const rows: [string, string, string, boolean][] = [
  ["token overhead (cart pull, p50)", ms(overhead), "≤ 0.30 ms", overhead <= 0.3],
  ["GET /api/user/me with token (p50 / p99)", p50p99(meTimes), "p50 ≤ 2 ms", p50(meTimes) <= 2],
  ["refresh (p50 / p99)", p50p99(refreshTimes), "p50 ≤ 5 ms", p50(refreshTimes) <= 5],
  [
    `order history of ${ORDERS} orders (p50 / p99)`,
    p50p99(historyTimes),
    "p50 ≤ 10 ms",
    p50(historyTimes) <= 10,
  ],
];
console.log(`Accounts bench: SQLite, demo catalogue, HTTP on loopback, ${SAMPLES} samples each`);
for (const [name, value, target, met] of rows) console.log(verdict(name, value, target, met));
console.log(
  info(
    "cart pull as guest / as customer (p50)",
    `${ms(p50(guestTimes))} / ${ms(p50(customerTimes))}`,
  ),
);
console.log(info("GET /api/user/me as guest, 401 (p50)", ms(p50(guestMeTimes))));
console.log(info(`login (p50 / p99 of ${LOGINS})`, p50p99(loginTimes)));
const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS;
console.log(
  info("argon2id parameters", `m=${memoryCost / 1024} MiB, t=${timeCost}, p=${parallelism}`),
);
if (rows.some(([, , , met]) => !met)) process.exitCode = 1;
