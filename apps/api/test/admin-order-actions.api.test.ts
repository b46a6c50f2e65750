import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { guestCodOrder, placeUnpaidOrder } from "./admin-orders-test-shop";
import { type AdminRoute, expectCsrfNeeded, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { withProducts } from "./shop-for-tests";
import { outboxMails, waitForMails } from "./user-test-shop";

const ctx = withProducts(
  backOfficeShopForTests({ members: ["staff", "owner"], staffName: "Sam" }),
  ["product"],
);

const order = (storeCode = "nl") => guestCodOrder(ctx.shop, ctx.product, storeCode);

const ship = (number: string, body: unknown, session = ctx.staff) =>
  ctx.api.call("POST", `/api/admin/orders/${number}/ship`, { session, body });
const note = (number: string, body: unknown, session = ctx.staff) =>
  ctx.api.call("POST", `/api/admin/orders/${number}/notes`, { session, body });
const detail = async (number: string) =>
  (await ctx.api.call("GET", `/api/admin/orders/${number}`, { session: ctx.owner })).body.result;
const parsed = async (email: string, template: string) =>
  simpleParser((await waitForMails(ctx.shop, email, template))[0]!.raw);

describe("the order actions' gate", () => {
  it("refuses ship and notes without a cookie or with a customer's token (401), and without CSRF (403)", async () => {
    const { orderNumber } = await order();
    const routes: AdminRoute[] = [
      {
        method: "POST",
        path: `/api/admin/orders/${orderNumber}/ship`,
        body: { carrier: "postnl", tracking_number: "3SABC1234" },
      },
      { method: "POST", path: `/api/admin/orders/${orderNumber}/notes`, body: { text: "Hoi" } },
    ];
    await expectLoginNeeded(ctx.shop, routes);
    await expectCsrfNeeded(ctx.shop, ctx.staff, routes);
    expect((await detail(orderNumber)).shipments).toEqual([]);
  });
});

describe("POST /api/admin/orders/{increment_id}/ship", () => {
  it("ships every piece with PostNL: the order is complete, and the customer gets the tracking link in Dutch", async () => {
    const placed = await order();
    const reply = await ship(placed.orderNumber, {
      carrier: "PostNL",
      tracking_number: "3SABC1234",
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      code: 200,
      result: { shipment_id: expect.any(Number), status: "complete" },
    });
    const shown = await detail(placed.orderNumber);
    expect(shown.status).toBe("complete");
    expect(shown.lines[0]).toMatchObject({ qty_ordered: 2, qty_shipped: 2 });
    expect(shown.shipments).toEqual([
      expect.objectContaining({
        carrier: "postnl",
        tracking_number: "3SABC1234",
        tracking_url: "https://jouw.postnl.nl/track-and-trace/3SABC1234-NL-1016GV",
        lines: [{ sku: ctx.product.sku, qty: 2 }],
        by: ctx.staffEmail,
      }),
    ]);
    expect(shown.history.at(-1)).toMatchObject({ status: "complete", by: ctx.staffEmail });
    expect(shown.mails.map((m: { template: string }) => m.template)).toEqual([
      "order-confirmation",
      "order-shipped",
    ]);
    const mail = await parsed(placed.email, "order-shipped");
    expect(mail.subject).toBe(`Je bestelling is onderweg: ${placed.orderNumber}`);
    expect(mail.text).toContain("is onderweg met PostNL");
    expect(mail.html).toContain("https://jouw.postnl.nl/track-and-trace/3SABC1234-NL-1016GV");
    expect(mail.text).toContain("Volg je pakket");
  });

  it("writes the customer of an English order in English, with the carrier's English page", async () => {
    const placed = await order("en");
    expect(
      (await ship(placed.orderNumber, { carrier: "dhl", tracking_number: "JVGL0123456789" }))
        .status,
    ).toBe(200);
    const mail = await parsed(placed.email, "order-shipped");
    expect(mail.subject).toBe(`Your order is on its way: ${placed.orderNumber}`);
    expect(mail.text).toContain("is on its way with DHL");
    expect(mail.html).toContain(
      "https://www.dhl.com/nl-en/home/tracking/tracking-parcel.html?submit=1&amp;tracking-id=JVGL0123456789",
    );
  });

  it("ships part of an order; it is complete only once every piece shipped, and no piece ships twice", async () => {
    const placed = await order();
    const first = await ship(placed.orderNumber, {
      carrier: "dpd",
      tracking_number: "01234567890123",
      lines: [{ sku: ctx.product.sku, qty: 1 }],
    });
    expect(first.body.result.status).toBe("pending");
    const tooMany = await ship(placed.orderNumber, {
      carrier: "dpd",
      tracking_number: "01234567890124",
      lines: [{ sku: ctx.product.sku, qty: 2 }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.result).toBe(`Only 1 of ${ctx.product.sku} left to ship`);
    const rest = await ship(placed.orderNumber, {
      carrier: "ups",
      tracking_number: "1Z999AA10123456784",
    });
    expect(rest.body.result.status).toBe("complete");
    const again = await ship(placed.orderNumber, {
      carrier: "ups",
      tracking_number: "1Z999AA10123456785",
    });
    expect(again.status).toBe(409);
    expect(again.body.result).toBe(`Everything in order ${placed.orderNumber} has shipped`);
    expect((await detail(placed.orderNumber)).shipments).toHaveLength(2);
  });

  it("counts a sku named twice in one shipment together", async () => {
    const placed = await order();
    const twice = await ship(placed.orderNumber, {
      carrier: "none",
      lines: [
        { sku: ctx.product.sku, qty: 2 },
        { sku: ctx.product.sku, qty: 1 },
      ],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.result).toBe(`Only 2 of ${ctx.product.sku} left to ship`);
    const both = await ship(placed.orderNumber, {
      carrier: "none",
      lines: [
        { sku: ctx.product.sku, qty: 1 },
        { sku: ctx.product.sku, qty: 1 },
      ],
    });
    expect(both.body.result.status).toBe("complete");
    expect((await detail(placed.orderNumber)).shipments[0].lines).toEqual([
      { sku: ctx.product.sku, qty: 2 },
    ]);
  });

  it("refuses to ship an online-payment order that is not paid with 409", async () => {
    const unpaid = await placeUnpaidOrder(ctx.shop, ctx.product);
    const reply = await ship(unpaid.orderNumber, {
      carrier: "postnl",
      tracking_number: "3SABC9999",
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      code: 409,
      result: `Order ${unpaid.orderNumber} is not paid yet: it cannot ship`,
    });
    expect((await detail(unpaid.orderNumber)).shipments).toEqual([]);
  });

  it("ships without a carrier: the mail links to the order-status page instead", async () => {
    const placed = await order();
    expect((await ship(placed.orderNumber, { carrier: "none" })).status).toBe(200);
    const mail = await parsed(placed.email, "order-shipped");
    expect(mail.text).toContain(`je bestelling ${placed.orderNumber} is onderweg.`);
    expect(mail.html).toContain("/order-status/");
  });

  it("refuses an unknown carrier, a carrier without tracking number and a line the order lacks", async () => {
    const placed = await order();
    const carrier = await ship(placed.orderNumber, {
      carrier: "bpost",
      tracking_number: "AB123456",
    });
    expect(carrier.status).toBe(400);
    expect(carrier.body.result).toContain("must be PostNL, DHL, DPD, UPS or none");
    const tracking = await ship(placed.orderNumber, { carrier: "postnl" });
    expect(tracking.status).toBe(400);
    expect(tracking.body.result).toContain("A tracking number is needed with a carrier");
    const line = await ship(placed.orderNumber, {
      carrier: "none",
      lines: [{ sku: "NOPE", qty: 1 }],
    });
    expect(line.status).toBe(400);
    expect(line.body.result).toBe("The order has no line NOPE");
    const unknown = await ship("999999999", { carrier: "none" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, result: "No order 999999999" });
    expect(await outboxMails(ctx.shop, placed.email, "order-shipped")).toEqual([]);
  });

  it("records the shipment in the audit log with the status before and after", async () => {
    const placed = await order();
    await ship(placed.orderNumber, { carrier: "postnl", tracking_number: "3SAUDIT01" });
    const audit = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
    const entry = audit.body.result.items.find(
      (item: { action: string; subject_id: string }) =>
        item.action === "order.ship" && item.subject_id === placed.orderNumber,
    );
    expect(entry).toMatchObject({
      staff: { email: ctx.staffEmail },
      subject_type: "order",
      changes: { status: { from: "pending", to: "complete" } },
      details: {
        carrier: "postnl",
        tracking_number: "3SAUDIT01",
        lines: [{ sku: ctx.product.sku, qty: 2 }],
      },
    });
  });
});

describe("POST /api/admin/orders/{increment_id}/notes", () => {
  it("writes a note into the order's history with who wrote it, without a mail", async () => {
    const placed = await order();
    const reply = await note(placed.orderNumber, {
      text: "Klant belde: graag na 17 uur bezorgen.",
    });
    expect(reply.body).toEqual({ code: 200, result: true });
    expect((await detail(placed.orderNumber)).history.at(-1)).toEqual({
      created_at: expect.any(String),
      status: "pending",
      comment: "Klant belde: graag na 17 uur bezorgen.",
      customer_notified: false,
      by: ctx.staffEmail,
    });
    await ctx.shop.shop.mail.sendDue();
    expect(await outboxMails(ctx.shop, placed.email, "order-note")).toEqual([]);
  });

  it("mails the note to the customer when asked, in the order's language", async () => {
    const nl = await order();
    await note(nl.orderNumber, { text: "Je jurk wordt morgen verstuurd.", notify_customer: true });
    const dutch = await parsed(nl.email, "order-note");
    expect(dutch.subject).toBe(`Een bericht over je bestelling ${nl.orderNumber}`);
    expect(dutch.text).toContain("Je jurk wordt morgen verstuurd.");
    const en = await order("en");
    await note(en.orderNumber, { text: "Your dress ships tomorrow.", notify_customer: true });
    const english = await parsed(en.email, "order-note");
    expect(english.subject).toBe(`A message about your order ${en.orderNumber}`);
    expect(english.text).toContain("Your dress ships tomorrow.");
    expect((await detail(en.orderNumber)).history.at(-1)).toMatchObject({
      customer_notified: true,
    });
  });

  it("keeps a note's markup as text in the mail", async () => {
    const placed = await order();
    await note(placed.orderNumber, {
      text: "<b>vet</b> & <script>x</script>",
      notify_customer: true,
    });
    const mail = await parsed(placed.email, "order-note");
    expect(mail.html).not.toContain("<script>x</script>");
    expect(mail.text).toContain("<b>vet</b> & <script>x</script>");
  });

  it("refuses an empty note with 400 and an unknown order with 404", async () => {
    const placed = await order();
    expect(await note(placed.orderNumber, { text: "  " })).toMatchObject({
      status: 400,
      body: { code: 400, result: "Invalid note text: The note is empty" },
    });
    expect(await note("999999999", { text: "Hoi" })).toMatchObject({
      status: 404,
      body: { code: 404, result: "No order 999999999" },
    });
  });
});
