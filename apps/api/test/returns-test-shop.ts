import { simpleParser } from "mailparser";
import { expect } from "vitest";
import { placeCodOrder } from "./admin-orders-test-shop";
import type { AdminSession } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { orderBody, placeOrder } from "./cart-test-shop";
import { withProducts } from "./shop-for-tests";
import { type LoggedIn, waitForMails } from "./user-test-shop";

/** An order as the return tests follow it: its ids and the guest's proof, with her address. */
export interface Order {
  orderId: number;
  orderNumber: string;
  orderToken: string;
  email: string;
}

/**
 * The shop of a returns test file (with a staff member named Sam and the owner logged in, a dress
 * and a top), started before its tests and closed after them, and the calls the tests make on it.
 */
export function returnsShopForTests() {
  const ctx = withProducts(
    backOfficeShopForTests({ members: ["staff", "owner"], staffName: "Sam" }),
    ["dress", "top"],
  );

  const db = () => ctx.shop.shop.database.db;

  async function orderFacts(orderId: number, orderNumber: string): Promise<Order> {
    const row = await db()
      .selectFrom("orders")
      .select(["order_token", "customer_email"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    return { orderId, orderNumber, orderToken: row.order_token, email: row.customer_email };
  }

  let guests = 0;
  /** A guest's cash-on-delivery order of 2 dresses and 1 top. */
  async function guestOrder(storeCode = "nl"): Promise<Order> {
    guests += 1;
    const email = `retour${guests}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const placed = await placeCodOrder(ctx.shop, ctx.dress, {
      qty: 2,
      storeCode,
      address: { email },
    });
    return orderFacts(placed.orderId, placed.orderNumber);
  }

  /** A logged-in customer's cash-on-delivery order of 2 dresses and 1 top. */
  async function customerOrder(me: LoggedIn, storeCode = "nl"): Promise<Order> {
    const placed = await placeOrder(
      ctx.shop,
      orderBody(
        [
          { sku: ctx.dress.sku, qty: 2 },
          { sku: ctx.top.sku, qty: 1 },
        ],
        { store_code: storeCode },
      ),
      `token=${encodeURIComponent(me.token)}`,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return orderFacts(placed.body.result.magentoOrderId, placed.body.result.orderNumber);
  }

  async function ship(order: Order, lines?: { sku: string; qty: number }[]) {
    const shipped = await ctx.api.call("POST", `/api/admin/orders/${order.orderNumber}/ship`, {
      session: ctx.staff,
      body: { carrier: "postnl", tracking_number: "3SETAL123456", ...(lines ? { lines } : {}) },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  }

  const askReturn = (body: object, query = "") => ctx.users.post(`/api/user/returns${query}`, body);
  const asCustomer = (me: LoggedIn) => `?token=${encodeURIComponent(me.token)}`;
  const dressLine = (qty = 1, reason = "too_small", comment?: string) => ({
    sku: ctx.dress.sku,
    qty,
    reason,
    ...(comment === undefined ? {} : { comment }),
  });

  /** The return mails to an address (all orders' when several share it), oldest first. */
  const mailsOf = async (email: string, count = 1) =>
    Promise.all(
      (await waitForMails(ctx.shop, email, "order-return", count)).map((mail) =>
        simpleParser(mail.raw),
      ),
    );

  /** The mails about one return, once there are `count` of them. */
  async function mailsAbout(email: string, number: string, count: number) {
    for (let tries = 0; tries < 100; tries++) {
      const mails = (await mailsOf(email)).filter((mail) => mail.subject?.includes(number));
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No ${count} mails about ${number}`);
  }

  async function requested(order: Order, lines = [dressLine()]) {
    const reply = await askReturn({
      increment_id: order.orderNumber,
      orderToken: order.orderToken,
      lines,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.result.number as string;
  }

  /** A back-office call: a GET, or a POST with the body. */
  const call = (path: string, session: AdminSession, body?: unknown) =>
    ctx.api.call(body === undefined ? "GET" : "POST", path, { session, body });

  return {
    ctx,
    db,
    orderFacts,
    guestOrder,
    customerOrder,
    ship,
    askReturn,
    asCustomer,
    dressLine,
    mailsOf,
    mailsAbout,
    requested,
    call,
  };
}
