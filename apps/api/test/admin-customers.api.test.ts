import { describe, expect, it } from "vitest";
import { expectCsrfNeeded, expectLoginNeeded, expectOwnerOnly } from "./admin-test-shop";
import { auditOf } from "./audit-log-for-tests";
import { backOfficeShopForTests } from "./back-office-shop";
import { customerWithOwnOrder } from "./customer-order";
import { withProducts } from "./shop-for-tests";
import {
  customerAddress,
  type LoggedIn,
  NOT_AUTHORIZED,
  registeredCustomer,
  waitForMails,
} from "./user-test-shop";

const ctx = withProducts(backOfficeShopForTests({ staffName: "Sam" }), ["dress"]);

const db = () => ctx.shop.shop.database.db;
const q = (token: string) => `token=${encodeURIComponent(token)}`;

/** A customer with a saved address and a cash-on-delivery order, shipped and partly returned. */
async function customerWithOrder(
  lastname = "de Vries",
): Promise<LoggedIn & { orderNumber: string; returnNumber: string }> {
  const { me, orderId } = await customerWithOwnOrder(
    ctx.shop,
    ctx.users,
    { sku: ctx.dress.sku, qty: 2 },
    lastname,
  );
  const { increment_id: orderNumber } = await db()
    .selectFrom("orders")
    .select("increment_id")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  const shipped = await ctx.api.call("POST", `/api/admin/orders/${orderNumber}/ship`, {
    session: ctx.owner,
    body: { carrier: "postnl", tracking_number: "3SKLANT1" },
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  const asked = await ctx.users.post(`/api/user/returns?${q(me.token)}`, {
    increment_id: orderNumber,
    lines: [{ sku: ctx.dress.sku, qty: 1, reason: "too_small" }],
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return { ...me, orderNumber, returnNumber: asked.body.result.number };
}

describe("the owner's customers in the back office", () => {
  it("refuses a call without a session or with a customer's token (401)", async () => {
    await expectLoginNeeded(ctx.shop, [
      { method: "GET", path: "/api/admin/customers" },
      { method: "GET", path: "/api/admin/customers/1" },
      { method: "GET", path: "/api/admin/customers/1/export" },
      { method: "POST", path: "/api/admin/customers/1/delete" },
    ]);
  });

  it("refuses staff every customer route: only the owner sees customers (403)", async () => {
    const anna = await registeredCustomer(ctx.users);
    await expectOwnerOnly(ctx.shop, ctx.staff, [
      { method: "GET", path: "/api/admin/customers" },
      { method: "GET", path: `/api/admin/customers/${anna.id}` },
      { method: "GET", path: `/api/admin/customers/${anna.id}/export` },
      { method: "POST", path: `/api/admin/customers/${anna.id}/delete` },
    ]);
    expect((await ctx.users.me(anna.token)).status).toBe(200);
  });

  it("refuses a deletion without the session's x-csrf-token (403) and deletes nothing", async () => {
    const anna = await registeredCustomer(ctx.users);
    await expectCsrfNeeded(ctx.shop, ctx.owner, [
      { method: "POST", path: `/api/admin/customers/${anna.id}/delete` },
    ]);
    expect((await ctx.users.me(anna.token)).status).toBe(200);
  });

  it("finds customers by a part of the e-mail address or the name, a page at a time", async () => {
    const name = `Zoekmans${Date.now().toString(36)}`;
    const first = await registeredCustomer(ctx.users, { lastname: name });
    const second = await registeredCustomer(ctx.users, { lastname: name });
    const byName = await ctx.api.call("GET", `/api/admin/customers?q=${name.toUpperCase()}`, {
      session: ctx.owner,
    });
    expect(byName.status).toBe(200);
    expect(byName.body.result.total).toBe(2);
    expect(byName.body.result.items.map((c: { id: number }) => c.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(byName.body.result.items[0]).toMatchObject({
      email: second.email,
      lastname: name,
      store_code: "nl",
      orders_count: 0,
    });
    expect(byName.body.result.items[0]).not.toHaveProperty("password_hash");
    const page2 = await ctx.api.call("GET", `/api/admin/customers?q=${name}&page=2&pageSize=1`, {
      session: ctx.owner,
    });
    expect(page2.body.result).toMatchObject({ total: 2, items: [{ id: first.id }] });
    const byEmail = await ctx.api.call(
      "GET",
      `/api/admin/customers?q=${encodeURIComponent(first.email.slice(0, -4))}`,
      { session: ctx.owner },
    );
    expect(byEmail.body.result.items.map((c: { id: number }) => c.id)).toEqual([first.id]);
    const wildcard = await ctx.api.call("GET", "/api/admin/customers?q=%25_%25", {
      session: ctx.owner,
    });
    expect(wildcard.body.result).toEqual({ items: [], total: 0 });
  });

  it("shows a customer with her addresses, her orders and her returns", async () => {
    const anna = await customerWithOrder();
    const reply = await ctx.api.call("GET", `/api/admin/customers/${anna.id}`, {
      session: ctx.owner,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { customer, orders, returns } = reply.body.result;
    expect(customer).toMatchObject({
      id: anna.id,
      email: anna.email,
      firstname: "Anna",
      lastname: "de Vries",
      store_code: "nl",
      addresses: [expect.objectContaining({ city: customerAddress().city })],
    });
    expect(orders.total).toBe(1);
    expect(orders.items).toEqual([
      expect.objectContaining({
        increment_id: anna.orderNumber,
        status: "complete",
        customer_email: anna.email,
        items_count: 2,
      }),
    ]);
    expect(returns).toEqual([
      expect.objectContaining({
        number: anna.returnNumber,
        increment_id: anna.orderNumber,
        status: "requested",
      }),
    ]);
  });

  it("exports a customer's data as her own download gives it, and writes the export to the audit log", async () => {
    const anna = await customerWithOrder();
    const own = await fetch(`${ctx.shop.baseUrl}/api/user/export?${q(anna.token)}`);
    const ownData = (
      (await own.json()) as { result: { exported_at: string; mails: { subject: string }[] } }
    ).result;
    const reply = await ctx.api.call("GET", `/api/admin/customers/${anna.id}/export`, {
      session: ctx.owner,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-disposition")).toBe(
      `attachment; filename="klantgegevens-${anna.id}.json"`,
    );
    expect(reply.headers.get("cache-control")).toBe("no-store");
    // The mails' sending state may change between the two downloads: their subjects must not.
    const { exported_at: _a, mails, ...data } = reply.body.result;
    const { exported_at: _b, mails: ownMails, ...expected } = ownData;
    expect(data).toEqual(expected);
    const subjects = (list: { subject: string }[]) => list.map((mail) => mail.subject);
    expect(subjects(mails)).toEqual(subjects(ownMails));
    expect(subjects(mails)).toContain(`Je retour ${anna.returnNumber} is aangemeld`);
    expect(data.orders.map((o: { increment_id: string }) => o.increment_id)).toEqual([
      anna.orderNumber,
    ]);
    expect(await auditOf(ctx, "customer.export", String(anna.id))).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ email: ctx.ownerEmail }),
        subject_type: "customer",
      }),
    ]);
  });

  it("deletes a customer's account as her own delete does: logged out, orders anonymised, a mail, and an audit entry without her address", async () => {
    const anna = await customerWithOrder("Verdwijnt");
    const reply = await ctx.api.call("POST", `/api/admin/customers/${anna.id}/delete`, {
      session: ctx.owner,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ code: 200, result: true });
    expect(await ctx.users.me(anna.token)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.users.login(anna.email)).toEqual(NOT_AUTHORIZED);
    const order = await db()
      .selectFrom("orders")
      .selectAll()
      .where("increment_id", "=", anna.orderNumber)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ customer_id: null, customer_lastname: "Verwijderd" });
    expect(order.customer_email).toMatch(/^deleted-[0-9a-f]{16}@invalid$/);
    expect(JSON.stringify(order)).not.toContain(anna.email);
    const [mail] = await waitForMails(ctx.shop, anna.email, "account-deleted");
    expect(mail!.text).toContain("Je account is verwijderd");
    const entries = await auditOf(ctx, "customer.delete", String(anna.id));
    expect(entries).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ email: ctx.ownerEmail }),
        subject_type: "customer",
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(anna.email);
    const gone = await ctx.api.call("GET", `/api/admin/customers/${anna.id}`, {
      session: ctx.owner,
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 404, result: `No customer with id ${anna.id}` });
  });

  it("mails an English customer's deletion in English", async () => {
    const me = await registeredCustomer(ctx.users);
    await db().updateTable("customers").set({ store_code: "en" }).where("id", "=", me.id).execute();
    const reply = await ctx.api.call("POST", `/api/admin/customers/${me.id}/delete`, {
      session: ctx.owner,
    });
    expect(reply.status).toBe(200);
    const [mail] = await waitForMails(ctx.shop, me.email, "account-deleted");
    expect(mail!.text).toContain("Your account was deleted");
  });

  it("answers an unknown customer with 404 and bad input with 400 and a message", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/customers/999999"],
      ["GET", "/api/admin/customers/999999/export"],
      ["POST", "/api/admin/customers/999999/delete"],
    ] as const) {
      const reply = await ctx.api.call(method, path, { session: ctx.owner });
      expect(reply.status, path).toBe(404);
      expect(reply.body).toEqual({ code: 404, result: "No customer with id 999999" });
    }
    expect(await auditOf(ctx, "customer.export", "999999")).toEqual([]);
    const badId = await ctx.api.call("GET", "/api/admin/customers/anna", { session: ctx.owner });
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({
      code: 400,
      result: "Invalid customer id id: must be a customer id such as 12",
    });
    const badPage = await ctx.api.call("GET", "/api/admin/customers?pageSize=1000", {
      session: ctx.owner,
    });
    expect(badPage.status).toBe(400);
    expect(badPage.body.result).toMatch(/^Invalid query parameter pageSize: /);
    const longQ = await ctx.api.call("GET", `/api/admin/customers?q=${"a".repeat(101)}`, {
      session: ctx.owner,
    });
    expect(longQ.status).toBe(400);
    expect(longQ.body.result).toMatch(/^Invalid query parameter q: /);
  });
});
