import type { ProductDocument } from "@etalage/contracts";
import { type EtalageDatabase, openDatabase } from "@etalage/db";
import type { NewPayment, PaymentProvider } from "@etalage/payments";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choosePaymentProvider } from "../src/payments/choose-provider";
import { databaseSandboxPaymentStore } from "../src/payments/database-sandbox-payment-store";
import { createServer } from "../src/server";
import type { Shop } from "../src/shop";
import { plainProducts } from "./cart-test-shop";
import { paymentApi, placeProviderOrder, recordedPaymentIds } from "./payments-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * Two shop processes on one database: each has its own connection to it (a second SQLite
 * connection to the same file; on PostgreSQL, other connections of the pool), its own sandbox
 * gateway and its own memory, as two Node processes behind a load balancer would. The gateway
 * answers a creation after 150 ms, as Mollie's API does over the network, so calls overlap.
 */
interface ShopProcess {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

const LATENCY_MS = 150;

function withLatency(provider: PaymentProvider): PaymentProvider {
  return new Proxy(provider, {
    get(target, name, receiver) {
      if (name !== "createPayment") return Reflect.get(target, name, receiver);
      return async (payment: NewPayment) => {
        await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
        return target.createPayment(payment);
      };
    },
  });
}

async function startProcess(base: TestShop, database: EtalageDatabase): Promise<ShopProcess> {
  const choice = choosePaymentProvider(base.shop.settings, {
    sandboxStore: databaseSandboxPaymentStore(database.db),
  });
  const shop: Shop = {
    ...base.shop,
    database,
    payments: { ...choice, provider: withLatency(choice.provider) },
  };
  const app = await createServer(shop, { logger: false });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, baseUrl, close: () => app.close() };
}

let first: TestShop;
let processes: ShopProcess[] = [];
let ownConnection: EtalageDatabase | undefined;
let dress: ProductDocument;

beforeAll(async () => {
  first = await startTestShop();
  const onSqlite = first.shop.database.dialect === "sqlite";
  ownConnection = onSqlite ? await openDatabase({ dataDir: first.shop.dataDir }) : undefined;
  processes = [
    await startProcess(first, first.shop.database),
    await startProcess(first, ownConnection ?? first.shop.database),
  ];
  [dress] = (await plainProducts(first, 1)) as [ProductDocument];
});
afterAll(async () => {
  for (const process of processes) await process.close();
  await ownConnection?.close();
  await first?.close();
});

/** The test shop's HTTP helpers, pointed at one of the processes. */
const talkingTo = (process: ShopProcess): TestShop => ({
  ...first,
  baseUrl: process.baseUrl,
  get: (path) => fetch(process.baseUrl + path),
  post: (path, body) =>
    fetch(process.baseUrl + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
});

const db = () => first.shop.database.db;

async function providerPaymentsOf(orderId: number) {
  const rows = await db().selectFrom("sandbox_payments").select("metadata").execute();
  return rows.filter((row) => JSON.parse(row.metadata ?? "{}").order_id === orderId).length;
}

describe("one payment per order across processes", () => {
  it("creates exactly one provider payment when two processes are asked at once", async () => {
    const api = processes.map((process) => paymentApi(talkingTo(process)));
    for (let round = 0; round < 3; round++) {
      const order = await placeProviderOrder(first, dress);
      const calls = Array.from({ length: 10 }, (_, i) => api[i % 2]!.postPayment(order));
      const replies = await Promise.all(calls);
      for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const urls = new Set(replies.map((reply) => reply.body.result.payment_gateway_url));
      expect(urls.size).toBe(1);
      expect(await providerPaymentsOf(order.orderId)).toBe(1);
      expect(await recordedPaymentIds(first, order.orderId)).toHaveLength(1);
      // The claim is let go once the payment is written.
      const claims = await db()
        .selectFrom("order_payment_claims")
        .selectAll()
        .where("order_id", "=", order.orderId)
        .execute();
      expect(claims).toEqual([]);
    }
  });

  it("takes over a claim left behind by a process that died, once it is stale", async () => {
    const order = await placeProviderOrder(first, dress);
    await db()
      .insertInto("order_payment_claims")
      .values({
        order_id: order.orderId,
        claim_id: "died-mid-creation",
        claimed_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      })
      .execute();
    const reply = await paymentApi(first).postPayment(order);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await providerPaymentsOf(order.orderId)).toBe(1);
  });

  it("makes a call wait for a fresh claim of another process and then hands out its payment", async () => {
    const order = await placeProviderOrder(first, dress);
    await db()
      .insertInto("order_payment_claims")
      .values({
        order_id: order.orderId,
        claim_id: "other-process",
        claimed_at: new Date().toISOString(),
      })
      .execute();
    let settled = false;
    const waiting = paymentApi(first)
      .postPayment(order)
      .finally(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    expect(await providerPaymentsOf(order.orderId)).toBe(0);
    // The other process finishes: its claim goes and the call creates the payment itself.
    await db().deleteFrom("order_payment_claims").where("order_id", "=", order.orderId).execute();
    const reply = await waiting;
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await providerPaymentsOf(order.orderId)).toBe(1);
  });
});
