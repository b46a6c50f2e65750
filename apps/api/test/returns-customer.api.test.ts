import { describe, expect, it } from "vitest";
import { startShopProcess } from "./catalogue-changes-shops";
import { type Order, returnsShopForTests } from "./returns-test-shop";
import { NOT_AUTHORIZED, registeredCustomer } from "./user-test-shop";

const {
  ctx,
  db,
  guestOrder,
  customerOrder,
  ship,
  askReturn,
  asCustomer,
  dressLine,
  mailsOf,
  requested,
} = returnsShopForTests();

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
    expect(split.body.result).toBe(`Only 1 of ${ctx.dress.sku} can be returned`);
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
    expect(reason.body.result).toBe(
      "Invalid return lines.0.reason: must be one of too_small, too_big, not_as_pictured, damaged, changed_mind, other",
    );
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
    expect(guessed.body).toEqual(stolen.body);
    const anonymous = await askReturn(body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, result: "not authorized" });
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
      expect(both.find((reply) => reply.status === 409)?.body).toEqual({
        code: 409,
        result: `${ctx.dress.sku} cannot be returned: it did not ship or is returned already`,
      });
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
    expect(await ctx.users.get("/api/user/returns")).toEqual(NOT_AUTHORIZED);
  });
});
