import { formatPrice } from "@etalage/pricing";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { placeCodOrder, placePaidOrder } from "./admin-orders-test-shop";
import { type AdminSession, expectCsrfNeeded, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { orderBody, placeOrder, stockOf } from "./cart-test-shop";
import { answeredQty, indexedQty, startShopProcess, within } from "./catalogue-changes-shops";
import { recordedPaymentId } from "./payments-test-shop";
import { withProducts } from "./shop-for-tests";
import { type LoggedIn, registeredCustomer, waitForMails } from "./user-test-shop";

const ctx = withProducts(
  backOfficeShopForTests({ members: ["staff", "owner"], staffName: "Sam" }),
  ["dress", "top"],
);

const db = () => ctx.shop.shop.database.db;

interface Order {
  orderId: number;
  orderNumber: string;
  orderToken: string;
  email: string;
}

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

describe("POST /api/user/returns", () => {
  it("takes a customer's return within 14 days of shipping: an R-number and a Dutch mail with the return address", async () => {
    const me = await registeredCustomer(ctx.users);
    const order = await customerOrder(me);
    await ship(order);
    const reply = await askReturn(
      {
        increment_id: order.orderNumber,
        lines: [
          dressLine(1, "too_small"),
          { sku: ctx.top.sku, qty: 1, reason: "other", comment: "Kleur valt tegen" },
        ],
      },
      asCustomer(me),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = reply.body.result;
    expect(result.number).toMatch(/^R-\d{6}$/);
    expect(result).toMatchObject({
      increment_id: order.orderNumber,
      status: "requested",
      lines: [
        { sku: ctx.dress.sku, qty: 1, reason: "too_small", comment: null },
        { sku: ctx.top.sku, qty: 1, reason: "other", comment: "Kleur valt tegen" },
      ],
    });
    const [mail] = await mailsOf(order.email);
    expect(mail!.subject).toBe(`Je retour ${result.number} is aangemeld`);
    expect(mail!.text).toContain("Retouradres");
    expect(mail!.text).toContain(ctx.shop.shop.settings.seller.name);
    expect(mail!.text).toContain(ctx.shop.shop.settings.seller.addressLines[0]);
    expect(mail!.text).toContain(`Schrijf je retournummer ${result.number}`);
    expect(mail!.text).toContain("Reden: Te klein");
    expect(mail!.text).toContain("Anders — Kleur valt tegen");
  });

  it("writes the mail of an English order in English", async () => {
    const order = await guestOrder("en");
    await ship(order);
    const number = await requested(order);
    const [mail] = await mailsOf(order.email);
    expect(mail!.subject).toBe(`Your return ${number} is registered`);
    expect(mail!.text).toContain("Return address");
    expect(mail!.text).toContain(`Write your return number ${number}`);
    expect(mail!.text).toContain("Reason: Too small");
  });

  it("numbers returns one after the other without gaps, a refused request taking none", async () => {
    const first = await guestOrder();
    const second = await guestOrder();
    await ship(first);
    await ship(second);
    const a = await requested(first);
    const refused = await askReturn({
      increment_id: second.orderNumber,
      orderToken: second.orderToken,
      lines: [dressLine(5)],
    });
    expect(refused).toEqual({
      status: 409,
      body: { code: 409, result: `Only 2 of ${ctx.dress.sku} can be returned` },
    });
    const b = await requested(second);
    expect(Number(b.slice(2))).toBe(Number(a.slice(2)) + 1);
  });

  it("refuses a return past 14 days after shipping", async () => {
    const order = await guestOrder();
    await ship(order);
    const longAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000).toISOString();
    await db()
      .updateTable("order_shipments")
      .set({ created_at: longAgo })
      .where("order_id", "=", order.orderId)
      .execute();
    const reply = await askReturn({
      increment_id: order.orderNumber,
      orderToken: order.orderToken,
      lines: [dressLine()],
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      code: 409,
      result: "Returns are possible up to 14 days after shipping",
    });
    const stillOpen = new Date(Date.now() - 13 * 24 * 60 * 60 * 1000).toISOString();
    await db()
      .updateTable("order_shipments")
      .set({ created_at: stillOpen })
      .where("order_id", "=", order.orderId)
      .execute();
    await requested(order);
  });

  it("refuses a line twice or beyond what shipped, and an order that has not shipped", async () => {
    const order = await guestOrder();
    const ask = (lines: object[]) =>
      askReturn({ increment_id: order.orderNumber, orderToken: order.orderToken, lines });
    const early = await ask([dressLine()]);
    expect(early.status).toBe(409);
    expect(early.body.result).toBe("Nothing of this order has shipped yet");
    await ship(order, [{ sku: ctx.dress.sku, qty: 1 }]);
    const beyond = await ask([dressLine(2)]);
    expect(beyond.status).toBe(409);
    expect(beyond.body.result).toBe(`Only 1 of ${ctx.dress.sku} can be returned`);
    const split = await ask([dressLine(1), dressLine(1, "too_big")]);
    expect(split.status).toBe(409);
    await requested(order, [dressLine(1)]);
    const twice = await ask([dressLine(1)]);
    expect(twice.status).toBe(409);
    expect(twice.body.result).toBe(
      `${ctx.dress.sku} cannot be returned: it did not ship or is returned already`,
    );
    const unknown = await ask([{ sku: "no-such-sku", qty: 1, reason: "damaged" }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toBe("The order has no line no-such-sku");
  });

  it("answers bad input with 400 and a clear message", async () => {
    const order = await guestOrder();
    await ship(order);
    const ask = (lines: unknown) =>
      askReturn({ increment_id: order.orderNumber, orderToken: order.orderToken, lines });
    const other = await ask([dressLine(1, "other")]);
    expect(other.status).toBe(400);
    expect(other.body.result).toBe(
      "Invalid return lines.0.comment: Tell us why in a comment when the reason is other",
    );
    const reason = await ask([dressLine(1, "ugly")]);
    expect(reason.status).toBe(400);
    expect(reason.body.result).toContain("must be one of too_small, too_big");
    expect((await ask([])).body.result).toBe(
      "Invalid return lines: Choose at least one line to return",
    );
    expect(await ask([dressLine(0)])).toEqual({
      status: 400,
      body: {
        code: 400,
        result: "Invalid return lines.0.qty: Too small: expected number to be >=1",
      },
    });
    expect(await ask("dress")).toEqual({
      status: 400,
      body: {
        code: 400,
        result: "Invalid return lines: Invalid input: expected array, received string",
      },
    });
    const noNumber = await askReturn({ orderToken: order.orderToken, lines: [dressLine()] });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body).toEqual({
      code: 400,
      result: "Invalid return increment_id: Invalid input: expected string, received undefined",
    });
  });

  it("does not tell another customer or a stranger anything about the order", async () => {
    const me = await registeredCustomer(ctx.users);
    const order = await customerOrder(me);
    await ship(order);
    const thief = await registeredCustomer(ctx.users);
    const body = { increment_id: order.orderNumber, lines: [dressLine()] };
    const stolen = await askReturn(body, asCustomer(thief));
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ code: 404, result: "No such order" });
    const missing = await askReturn({ ...body, increment_id: "999999999" }, asCustomer(thief));
    expect(missing.body).toEqual(stolen.body);
    const guessed = await askReturn({ ...body, orderToken: "guessed-token" });
    expect(guessed.status).toBe(404);
    const anonymous = await askReturn(body);
    expect(anonymous.status).toBe(401);
    const badToken = await askReturn(body, "?token=not-a-token");
    expect(badToken.status).toBe(401);
    expect(badToken.body).toEqual({ code: 401, result: "not authorized" });
    const listed = await ctx.users.get(
      `/api/user/returns?increment_id=${order.orderNumber}&token=${encodeURIComponent(thief.token)}`,
    );
    expect(listed.status).toBe(404);
    expect(listed.body).toEqual(stolen.body);
  });

  it("lets two shop processes at once take a line back only once, and number returns without gaps", async () => {
    const second = await startShopProcess(ctx.shop);
    try {
      const order = await guestOrder();
      await ship(order);
      const body = JSON.stringify({
        increment_id: order.orderNumber,
        orderToken: order.orderToken,
        lines: [dressLine(2)],
      });
      const ask = (baseUrl: string) =>
        fetch(`${baseUrl}/api/user/returns`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }).then(async (res) => ({ status: res.status, body: await res.json() }));
      const both = await Promise.all([ask(ctx.shop.baseUrl), ask(second.baseUrl)]);
      expect(both.map((reply) => reply.status).sort()).toEqual([200, 409]);
      const others = [await guestOrder(), await guestOrder()];
      for (const other of others) await ship(other);
      const numbers = await Promise.all(
        others.map((other, index) =>
          fetch(`${index === 0 ? ctx.shop.baseUrl : second.baseUrl}/api/user/returns`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              increment_id: other.orderNumber,
              orderToken: other.orderToken,
              lines: [dressLine(1)],
            }),
          })
            .then((res) => res.json() as Promise<{ result: { number: string } }>)
            .then((reply) => Number(reply.result.number.slice(2))),
        ),
      );
      const all = await db().selectFrom("order_returns").select("number").execute();
      const taken = all.map((row) => Number(row.number.slice(2))).sort((a, b) => a - b);
      expect(taken).toEqual(taken.map((_, index) => index + 1));
      expect(Math.abs(numbers[0]! - numbers[1]!)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it("takes a guest's return with her order token, and lists it for her", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order, [dressLine(2, "changed_mind")]);
    const listed = await ctx.users.get(
      `/api/user/returns?increment_id=${order.orderNumber}&orderToken=${encodeURIComponent(order.orderToken)}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.result).toMatchObject([
      {
        number,
        status: "requested",
        lines: [{ sku: ctx.dress.sku, qty: 2, reason: "changed_mind" }],
      },
    ]);
  });
});

describe("GET /api/user/returns/returnable", () => {
  it("tells what of an order can still be sent back, and until when", async () => {
    const me = await registeredCustomer(ctx.users);
    const order = await customerOrder(me);
    const path = `/api/user/returns/returnable?increment_id=${order.orderNumber}&token=${encodeURIComponent(me.token)}`;
    expect((await ctx.users.get(path)).body.result).toEqual({
      until: null,
      open: false,
      lines: [],
    });
    await ship(order, [{ sku: ctx.dress.sku, qty: 2 }]);
    const shipped = (await ctx.users.get(path)).body.result;
    expect(shipped).toMatchObject({
      open: true,
      lines: [{ sku: ctx.dress.sku, name: ctx.dress.name, qty: 2 }],
    });
    const shipment = await db()
      .selectFrom("order_shipments")
      .select("created_at")
      .where("order_id", "=", order.orderId)
      .executeTakeFirstOrThrow();
    expect(new Date(shipped.until).getTime() - new Date(shipment.created_at).getTime()).toBe(
      14 * 24 * 60 * 60 * 1000,
    );
    await askReturn({ increment_id: order.orderNumber, lines: [dressLine(1)] }, asCustomer(me));
    expect((await ctx.users.get(path)).body.result.lines).toEqual([
      { sku: ctx.dress.sku, name: ctx.dress.name, qty: 1 },
    ]);
    const thief = await registeredCustomer(ctx.users);
    const stolen = await ctx.users.get(
      `/api/user/returns/returnable?increment_id=${order.orderNumber}&token=${encodeURIComponent(thief.token)}`,
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ code: 404, result: "No such order" });
    await db()
      .updateTable("order_shipments")
      .set({ created_at: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000).toISOString() })
      .where("order_id", "=", order.orderId)
      .execute();
    expect((await ctx.users.get(path)).body.result.open).toBe(false);
  });
});

describe("GET /api/user/returns", () => {
  it("lists the customer's own returns newest first, with her token as query or Bearer", async () => {
    const me = await registeredCustomer(ctx.users);
    const first = await customerOrder(me);
    const second = await customerOrder(me);
    await ship(first);
    await ship(second);
    const ask = (order: Order) =>
      askReturn({ increment_id: order.orderNumber, lines: [dressLine()] }, asCustomer(me));
    const a = (await ask(first)).body.result.number;
    const b = (await ask(second)).body.result.number;
    const other = await registeredCustomer(ctx.users);
    const foreign = await customerOrder(other);
    await ship(foreign);
    await askReturn({ increment_id: foreign.orderNumber, lines: [dressLine()] }, asCustomer(other));
    const listed = await ctx.users.get("/api/user/returns", {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.result.map((entry: { number: string }) => entry.number)).toEqual([b, a]);
    expect(listed.body.result[0].increment_id).toBe(second.orderNumber);
    expect((await ctx.users.get("/api/user/returns")).status).toBe(401);
  });
});

describe("the back office's returns", () => {
  const call = (path: string, session: AdminSession, body?: unknown) =>
    ctx.api.call(body === undefined ? "GET" : "POST", path, { session, body });

  it("refuses a call without a cookie or with a customer's token (401), and without CSRF (403)", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order);
    const unsafe = [
      {
        method: "POST" as const,
        path: `/api/admin/returns/${number}/receive`,
        body: { lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }] },
      },
      {
        method: "POST" as const,
        path: `/api/admin/returns/${number}/reject`,
        body: { reason: "x" },
      },
      { method: "POST" as const, path: `/api/admin/returns/${number}/refund`, body: {} },
    ];
    await expectLoginNeeded(ctx.shop, [{ method: "GET", path: "/api/admin/returns" }, ...unsafe]);
    await expectCsrfNeeded(ctx.shop, ctx.owner, unsafe);
    const listed = await call("/api/admin/returns?status=requested", ctx.staff);
    expect(
      listed.body.result.items.find((entry: { number: string }) => entry.number === number),
    ).toMatchObject({ status: "requested" });
  });

  it("shows an order's returns in its back-office detail", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order, [dressLine(1, "too_big")]);
    const detail = await call(`/api/admin/orders/${order.orderNumber}`, ctx.staff);
    expect(detail.body.result.returns).toMatchObject([
      { number, status: "requested", lines: [{ sku: ctx.dress.sku, qty: 1, reason: "too_big" }] },
    ]);
  });

  it("lists returns by status for staff", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order);
    const listed = await call("/api/admin/returns?status=requested", ctx.staff);
    expect(listed.status).toBe(200);
    const numbers = listed.body.result.items.map((entry: { number: string }) => entry.number);
    expect(numbers).toContain(number);
    expect(
      listed.body.result.items.every((entry: { status: string }) => entry.status === "requested"),
    ).toBe(true);
    const received = await call("/api/admin/returns?status=received", ctx.staff);
    expect(
      received.body.result.items.map((entry: { number: string }) => entry.number),
    ).not.toContain(number);
    expect((await call("/api/admin/returns?status=lost", ctx.staff)).status).toBe(400);
  });

  it("receives a return: restocked pieces go back in stock, the customer gets a mail, the audit log says who", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order, [dressLine(2, "damaged")]);
    const before = (await stockOf(ctx.shop, ctx.dress.sku)).qty;
    const received = await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [
        { sku: ctx.dress.sku, qty: 1, restock: true },
        { sku: ctx.dress.sku, qty: 1, restock: false },
      ],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.result).toMatchObject({
      number,
      status: "received",
      lines: [{ sku: ctx.dress.sku, qty: 2, received_qty: 2, restocked_qty: 1 }],
    });
    expect((await stockOf(ctx.shop, ctx.dress.sku)).qty).toBe(before + 1);
    const mails = await mailsOf(order.email, 2);
    expect(mails[1]!.subject).toBe(`We hebben je retour ${number} ontvangen`);
    const again = await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    expect(again.status).toBe(409);
    expect(again.body.result).toBe(`Return ${number} is received: it cannot be received`);
    expect((await stockOf(ctx.shop, ctx.dress.sku)).qty).toBe(before + 1);
    const audit = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
    expect(audit.body.result.items[0]).toMatchObject({
      action: "return.receive",
      subject_id: order.orderNumber,
      changes: { return_status: { from: "requested", to: "received" } },
      details: { return_number: number, received: 2, restocked: 1 },
    });
  });

  it("shows restocked pieces in another shop process's catalogue within a second", async () => {
    const second = await startShopProcess(ctx.shop);
    ctx.shop.shop.catalogueChanges.start();
    second.shop.catalogueChanges.start();
    try {
      const order = await guestOrder();
      await ship(order);
      const number = await requested(order, [dressLine(2)]);
      const shelf = (await stockOf(ctx.shop, ctx.dress.sku)).qty;
      await within(1_000, () => indexedQty(second.shop, ctx.dress.sku) === shelf);
      const received = await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
        lines: [{ sku: ctx.dress.sku, qty: 2, restock: true }],
      });
      expect(received.status).toBe(200);
      expect(
        await within(1_000, () => indexedQty(second.shop, ctx.dress.sku) === shelf + 2),
      ).toBeLessThan(1_000);
      expect(await answeredQty(second.baseUrl, ctx.dress.sku)).toBe(shelf + 2);
    } finally {
      await second.close();
      await ctx.shop.shop.catalogueChanges.stop();
    }
  });

  it("refuses to receive more pieces than the return holds", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order, [dressLine(1)]);
    const tooMany = await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 2, restock: true }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.result).toBe(`Return ${number} has fewer pieces of ${ctx.dress.sku}`);
    const missing = await call("/api/admin/returns/R-999999/receive", ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, result: "No return R-999999" });
  });

  it("rejects a return with a reason: the customer gets a mail, and the lines can be asked back again", async () => {
    const order = await guestOrder("en");
    await ship(order);
    const number = await requested(order, [dressLine(2)]);
    const rejected = await call(`/api/admin/returns/${number}/reject`, ctx.staff, {
      reason: "Worn and washed",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.result).toMatchObject({
      status: "rejected",
      reject_reason: "Worn and washed",
    });
    const mails = await mailsOf(order.email, 2);
    expect(mails[1]!.subject).toBe(`We cannot accept your return ${number}`);
    expect(mails[1]!.text).toContain("Reason: Worn and washed");
    expect(
      (await call(`/api/admin/returns/${number}/reject`, ctx.staff, { reason: "x" })).status,
    ).toBe(409);
    expect(
      (await call(`/api/admin/returns/${number}/reject`, ctx.staff, { reason: " " })).status,
    ).toBe(400);
    await requested(order, [dressLine(2)]);
  });

  it("pays back a received return through the provider, owner only, never twice", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.dress, { qty: 2 });
    const order = await orderFacts(paid.orderId, paid.orderNumber);
    await ship(order);
    const number = await requested(order, [dressLine(1)]);
    const early = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: 409,
      result: `Return ${number} is requested: it cannot be refunded`,
    });
    await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    const byStaff = await call(`/api/admin/returns/${number}/refund`, ctx.staff, {});
    expect(byStaff.status).toBe(403);
    expect(byStaff.body).toEqual({ code: 403, result: "Only the shop's owner may do this" });
    const refunded = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const item = await db()
      .selectFrom("order_items")
      .select(["row_total_incl_tax", "qty_ordered", "discount_amount"])
      .where("order_id", "=", order.orderId)
      .executeTakeFirstOrThrow();
    const amount =
      Math.round(
        ((Number(item.row_total_incl_tax) - Math.abs(Number(item.discount_amount))) /
          Number(item.qty_ordered)) *
          100,
      ) / 100;
    expect(refunded.body.result).toMatchObject({ status: "refunded", refunded_amount: amount });
    const refunds = await db()
      .selectFrom("order_refunds")
      .selectAll()
      .where("order_id", "=", order.orderId)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount, reason: `Return ${number}`, status: "refunded" });
    const [creditNote] = await db()
      .selectFrom("order_credit_notes")
      .select(["number", "amount", "refund_id"])
      .where("order_id", "=", order.orderId)
      .execute();
    expect(creditNote).toMatchObject({ amount, refund_id: refunds[0]!.id });
    expect(creditNote!.number).toMatch(/^CN-\d{6}$/);
    const audit = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
    expect(audit.body.result.items[0]).toMatchObject({
      action: "return.refund",
      subject_id: order.orderNumber,
      details: { return_number: number, amount, credit_note: creditNote!.number },
    });
    const mails = await mailsAbout(order.email, number, 3);
    expect(mails[2]!.subject).toBe(`Je retour ${number} is terugbetaald`);
    expect(mails[2]!.text).toContain(`We hebben ${formatPrice(amount)} voor retour ${number}`);
    const twice = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(twice.status).toBe(409);
    expect(twice.body.result).toBe(`Return ${number} is refunded: it cannot be refunded`);
    expect(
      await db()
        .selectFrom("order_refunds")
        .select("id")
        .where("order_id", "=", order.orderId)
        .execute(),
    ).toHaveLength(1);
  });

  it("keeps a return received when the payment provider refuses its refund, so it can be tried again", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.dress, { qty: 1 });
    const order = await orderFacts(paid.orderId, paid.orderNumber);
    await ship(order);
    const number = await requested(order, [dressLine(1)]);
    await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    const paymentId = await recordedPaymentId(ctx.shop, order.orderId);
    const setSandbox = (status: "paid" | "canceled") =>
      db().updateTable("sandbox_payments").set({ status }).where("id", "=", paymentId).execute();
    await setSandbox("canceled");
    const refused = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(refused.status).toBe(409);
    expect(refused.body.result).toContain("The payment provider refused");
    const listed = await call("/api/admin/returns?status=received", ctx.staff);
    expect(listed.body.result.items.map((entry: { number: string }) => entry.number)).toContain(
      number,
    );
    await setSandbox("paid");
    const again = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result.status).toBe("refunded");
  });

  it("never pays back more than was paid minus what was paid back before", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.dress, { qty: 2 });
    const order = await orderFacts(paid.orderId, paid.orderNumber);
    await ship(order);
    const number = await requested(order, [dressLine(2)]);
    await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 2, restock: false }],
    });
    const payment = await db()
      .selectFrom("order_payments")
      .select(["id", "amount_value", "currency"])
      .where("order_id", "=", order.orderId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db()
      .insertInto("order_refunds")
      .values({
        order_id: order.orderId,
        payment_id: payment.id,
        provider_refund_id: null,
        currency: payment.currency,
        amount: Number(payment.amount_value) - 1,
        status: "refunded",
        reason: "Goodwill",
        error: null,
        staff_email: "owner@example.com",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const refused = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(refused.status).toBe(409);
    expect(refused.body.result).toBe(`Only 1.00 of order ${order.orderNumber} is left to pay back`);
    const listed = await call("/api/admin/returns?status=received", ctx.staff);
    expect(listed.body.result.items.map((entry: { number: string }) => entry.number)).toContain(
      number,
    );
  });

  it("records a cash-on-delivery return as paid back by hand, with an English mail for an English order", async () => {
    const order = await guestOrder("en");
    await ship(order);
    const number = await requested(order, [dressLine(1)]);
    await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    const refunded = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const [refund] = await db()
      .selectFrom("order_refunds")
      .selectAll()
      .where("order_id", "=", order.orderId)
      .execute();
    expect(refund).toMatchObject({ status: "manual", payment_id: null });
    const mails = await mailsOf(order.email, 3);
    expect(mails[1]!.subject).toBe(`We have received your return ${number}`);
    expect(mails[2]!.subject).toBe(`Your return ${number} has been paid back`);
    expect(mails[2]!.text).toContain(`We have paid back ${formatPrice(Number(refund!.amount))}`);
  });
});
