import type { ProductDocument } from "@etalage/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { openAsAnotherProcess } from "../../../test/another-process-database";
import { releaseUnpaidOrdersOf } from "../src/payments/payment-hold";
import type { Shop } from "../src/shop";
import { plainProducts, setStock } from "./cart-test-shop";
import {
  checkedStock,
  orderRow,
  paymentApi,
  paymentIdOf,
  placeProviderOrder,
  settledAtProvider,
} from "./payments-test-shop";
import { shopForTests } from "./shop-for-tests";
import { outboxMails } from "./user-test-shop";

const HOLD_MINUTES = 30;
const ctx = shopForTests(paymentApi, { settings: { paymentHoldMinutes: HOLD_MINUTES } });
let dress: ProductDocument;
const log: string[] = [];
beforeAll(async () => {
  [dress] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
});

const db = () => ctx.shop.shop.database.db;

/** Moves an order's placing back in time, as the clock moving on would. */
async function placedMinutesAgo(orderId: number, minutes: number): Promise<void> {
  await db()
    .updateTable("orders")
    .set({ created_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where("id", "=", orderId)
    .execute();
}

const release = () => releaseUnpaidOrdersOf(ctx.shop.shop, (line) => log.push(line));

/** The "order cancelled" mails of one order, read from the outbox. */
async function cancelledMails(orderNumber: string) {
  await ctx.shop.shop.mail.sendDue();
  const mails = await outboxMails(ctx.shop, "", "order-canceled");
  return mails.filter((mail) => mail.text.includes(orderNumber));
}

async function sandboxStatus(paymentId: string) {
  const row = await db()
    .selectFrom("sandbox_payments")
    .select("status")
    .where("id", "=", paymentId)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe("an unpaid online-payment order releases its stock after PAYMENT_HOLD_MINUTES", () => {
  it("cancels an order unpaid past the hold: stock back, its open payment cancelled, one mail", async () => {
    await setStock(ctx.shop, dress.sku, 10);
    const order = await placeProviderOrder(ctx.shop, dress, { qty: 2 });
    const created = await ctx.api.postPayment(order);
    expect(created.status).toBe(200);
    const paymentId = paymentIdOf(created.body.result.payment_gateway_url);
    expect(await checkedStock(ctx.shop, dress.sku)).toMatchObject({ qty: 8 });

    await placedMinutesAgo(order.orderId, HOLD_MINUTES + 1);
    // Two processes' sweeps at the same moment, and a later one: the order is let go once.
    const sweeps = await Promise.all([release(), release()]);
    expect(sweeps.map((s) => s.released).sort()).toEqual([0, 1]);
    expect((await release()).released).toBe(0);

    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("canceled");
    expect(await checkedStock(ctx.shop, dress.sku)).toMatchObject({ qty: 10, is_in_stock: true });
    expect(await sandboxStatus(paymentId)).toBe("canceled");
    const mails = await cancelledMails(order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      `We hebben je betaling voor bestelling ${order.orderNumber} niet op tijd ontvangen.`,
    );
  });

  it("lets an order go once when two shop processes sweep at the same moment", async () => {
    await setStock(ctx.shop, dress.sku, 10);
    const orders = [];
    for (let n = 0; n < 4; n++) {
      const order = await placeProviderOrder(ctx.shop, dress, { qty: 1 });
      if (n % 2 === 0) await ctx.api.postPayment(order);
      await placedMinutesAgo(order.orderId, HOLD_MINUTES + 2);
      orders.push(order);
    }
    // The second process: on PostgreSQL a pool of its own; SQLite runs one process's writes.
    const database = { ...ctx.shop.shop.database, dataDir: ctx.shop.shop.dataDir };
    const other = await openAsAnotherProcess(database, { transactions: true });
    try {
      const second: Shop = { ...ctx.shop.shop, database: other };
      const sweeps = await Promise.all([
        release(),
        releaseUnpaidOrdersOf(second, (line) => log.push(line)),
        release(),
      ]);
      expect(sweeps.reduce((sum, sweep) => sum + sweep.released, 0)).toBe(4);
    } finally {
      await other.close();
    }
    expect(await checkedStock(ctx.shop, dress.sku)).toMatchObject({ qty: 10 });
    for (const order of orders) {
      expect((await orderRow(ctx.shop, order.orderId)).status).toBe("canceled");
      expect(await cancelledMails(order.orderNumber)).toHaveLength(1);
    }
  });

  it("leaves an order within the hold alone", async () => {
    await setStock(ctx.shop, dress.sku, 10);
    const order = await placeProviderOrder(ctx.shop, dress, { qty: 3 });
    await ctx.api.postPayment(order);
    await placedMinutesAgo(order.orderId, HOLD_MINUTES - 1);
    await release();
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("pending_payment");
    expect(await checkedStock(ctx.shop, dress.sku)).toMatchObject({ qty: 7 });
  });

  it("cancels an order whose payment was never started, and puts its stock back", async () => {
    await setStock(ctx.shop, dress.sku, 10);
    const order = await placeProviderOrder(ctx.shop, dress, { qty: 4 });
    await placedMinutesAgo(order.orderId, HOLD_MINUTES + 5);
    expect((await release()).released).toBeGreaterThanOrEqual(1);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("canceled");
    expect(await checkedStock(ctx.shop, dress.sku)).toMatchObject({ qty: 10 });
    expect(await cancelledMails(order.orderNumber)).toHaveLength(1);
  });

  it("makes an order the provider says is paid processing instead of cancelling it", async () => {
    await setStock(ctx.shop, dress.sku, 10);
    const order = await placeProviderOrder(ctx.shop, dress, { qty: 1 });
    const created = await ctx.api.postPayment(order);
    const paymentId = paymentIdOf(created.body.result.payment_gateway_url);
    // Paid at the provider, but its webhook never reached the shop.
    await settledAtProvider(ctx.shop, paymentId, "paid");
    await placedMinutesAgo(order.orderId, HOLD_MINUTES + 1);
    await release();
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("processing");
    expect(await checkedStock(ctx.shop, dress.sku)).toMatchObject({ qty: 9 });
    expect(await cancelledMails(order.orderNumber)).toHaveLength(0);
  });

  it("leaves cash-on-delivery orders alone, however old", async () => {
    await setStock(ctx.shop, dress.sku, 10);
    const order = await placeProviderOrder(ctx.shop, dress, { qty: 1, method: "cashondelivery" });
    await placedMinutesAgo(order.orderId, HOLD_MINUTES * 10);
    await release();
    expect((await orderRow(ctx.shop, order.orderId)).status).not.toBe("canceled");
    expect(await checkedStock(ctx.shop, dress.sku)).toMatchObject({ qty: 9 });
  });
});
