import type { ProductDocument } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeCodOrder, placePaidOrder } from "./admin-orders-test-shop";
import {
  type AdminApi,
  type AdminSession,
  adminApi,
  expectCsrfNeeded,
  expectLoginNeeded,
} from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { cartApi, orderBody, placeOrder, plainProducts, stockOf } from "./cart-test-shop";
import { indexedQty, within } from "./catalogue-changes-shops";
import { pdfText } from "./pdf-text";
import { startSecondProcess } from "./second-shop-process";
import type { TestShop } from "./test-shop";
import { outboxMails } from "./user-test-shop";

const ctx = backOfficeShopForTests({ members: ["staff", "owner"], staffName: "Sam" });
let second: TestShop;
let product: ProductDocument;

beforeAll(async () => {
  second = await startSecondProcess(ctx.shop);
  second.shop.catalogueChanges.start();
  [product] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
});
afterAll(async () => {
  await second?.close();
});

type RefundBody = {
  lines?: { sku: string; qty: number }[];
  shipping?: boolean;
  amount?: number;
  restock?: boolean;
  reason?: string;
};

const refund = (
  number: string,
  body: RefundBody,
  session: AdminSession = ctx.owner,
  baseApi: AdminApi = ctx.api,
) =>
  baseApi.call("POST", `/api/admin/orders/${number}/refund`, {
    session,
    body: { restock: false, reason: "Te klein", ...body },
  });
const detail = async (number: string) =>
  (await ctx.api.call("GET", `/api/admin/orders/${number}`, { session: ctx.owner })).body.result;

let guests = 0;
/** A guest's cash-on-delivery order, shipped (paid at the door) unless `shipped` is false. */
async function codOrder(qty = 2, storeCode = "nl", shipped = true) {
  guests += 1;
  const email = `retour${guests}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const placed = await placeCodOrder(ctx.shop, product, { qty, storeCode, address: { email } });
  if (shipped) {
    const reply = await ctx.api.call("POST", `/api/admin/orders/${placed.orderNumber}/ship`, {
      session: ctx.staff,
      body: { carrier: "postnl", tracking_number: "3SREFUND1" },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  return { ...placed, email };
}

/** The refund mail of an order in the outbox, read as a mail client would. */
async function refundMail(email: string, orderNumber: string) {
  for (let tries = 0; tries < 100; tries++) {
    await ctx.shop.shop.mail.sendDue();
    for (const mail of await outboxMails(ctx.shop, email, "order-refunded")) {
      const parsed = await simpleParser(mail.raw);
      if (parsed.subject?.includes(orderNumber)) return parsed;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No refund mail for ${orderNumber}`);
}

const creditNoteNumbers = async () =>
  (
    await ctx.shop.shop.database.db
      .selectFrom("order_credit_notes")
      .select("number")
      .orderBy("number")
      .execute()
  ).map((row) => row.number);

describe("POST /api/admin/orders/{increment_id}/refund", () => {
  it("refuses a call without a cookie or with a customer's token (401), and without CSRF (403)", async () => {
    const { orderNumber } = await codOrder();
    const route = {
      method: "POST" as const,
      path: `/api/admin/orders/${orderNumber}/refund`,
      body: { amount: 1, restock: false, reason: "Test" },
    };
    await expectLoginNeeded(ctx.shop, [
      route,
      { method: "GET", path: `/api/admin/orders/${orderNumber}/credit-notes/CN-000001.pdf` },
    ]);
    await expectCsrfNeeded(ctx.shop, ctx.owner, [route]);
    expect((await detail(orderNumber)).refunds).toEqual([]);
  });

  it("refuses staff with 403: only the owner pays money back", async () => {
    const { orderNumber } = await codOrder();
    const refused = await refund(orderNumber, { amount: 1 }, ctx.staff);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, result: "Only the shop's owner may do this" });
    expect((await detail(orderNumber)).refunds).toEqual([]);
  });

  it("refuses a refund of more than was paid with 409, also after an earlier refund", async () => {
    const paid = await placePaidOrder(ctx.shop, product, { qty: 2 });
    const total = (await detail(paid.orderNumber)).totals.grand_total;
    const tooMuch = await refund(paid.orderNumber, { amount: total + 0.01 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toEqual({
      code: 409,
      result: `Only ${total.toFixed(2)} of order ${paid.orderNumber} is left to pay back`,
    });
    expect((await refund(paid.orderNumber, { amount: 10 })).status).toBe(200);
    const rest = await refund(paid.orderNumber, { amount: total - 10 + 0.01 });
    expect(rest.status).toBe(409);
    expect(rest.body.result).toBe(
      `Only ${(total - 10).toFixed(2)} of order ${paid.orderNumber} is left to pay back`,
    );
    const last = await refund(paid.orderNumber, { amount: Math.round((total - 10) * 100) / 100 });
    expect(last.status).toBe(200);
    expect(last.body.result).toMatchObject({ refunded_total: total, left_to_refund: 0 });
    const again = await refund(paid.orderNumber, { amount: 0.01 });
    expect(again.status).toBe(409);
    expect(again.body.result).toBe(`Order ${paid.orderNumber} was paid back in full`);
  });

  it("pays back part of a line with restock through the provider: the stock comes back, in the other process's catalogue within a second", async () => {
    const paid = await placePaidOrder(ctx.shop, product, { qty: 3 });
    const shown = await detail(paid.orderNumber);
    const line = shown.lines[0];
    const before = (await stockOf(ctx.shop, product.sku)).qty;
    const reply = await refund(paid.orderNumber, {
      lines: [{ sku: product.sku, qty: 2 }],
      restock: true,
      reason: "Te groot",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const linePaid = line.row_total_incl_tax;
    const amount = Math.round(((linePaid * 2) / 3) * 100) / 100;
    expect(reply.body.result).toMatchObject({
      amount,
      currency: "EUR",
      status: "refunded",
      credit_note: { number: expect.stringMatching(/^CN-\d{6}$/) },
      refunded_total: amount,
      left_to_refund: Math.round((shown.totals.grand_total - amount) * 100) / 100,
    });
    expect((await stockOf(ctx.shop, product.sku)).qty).toBe(before + 2);
    await within(1_000, () => indexedQty(second.shop, product.sku) === before + 2);

    const after = await detail(paid.orderNumber);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount,
        status: "refunded",
        provider_refund_id: expect.stringMatching(/^re_/),
        reason: "Te groot",
        lines: [{ sku: product.sku, qty: 2, amount, restocked_qty: 2 }],
        shipping: null,
        by: ctx.ownerEmail,
      }),
    ]);
    expect(after.credit_notes).toEqual([
      expect.objectContaining({
        number: reply.body.result.credit_note.number,
        amount,
        lines: [{ sku: product.sku, qty: 2, amount }],
        pdf_url: `/api/admin/orders/${paid.orderNumber}/credit-notes/${reply.body.result.credit_note.number}.pdf`,
      }),
    ]);
    expect(after.left_to_refund).toBe(reply.body.result.left_to_refund);

    // The last piece and the shipping: together exactly what the order cost.
    const beyond = await refund(paid.orderNumber, { lines: [{ sku: product.sku, qty: 2 }] });
    expect(beyond.status).toBe(409);
    expect(beyond.body.result).toBe(
      `Only 1 of ${product.sku} on order ${paid.orderNumber} can still be paid back`,
    );
    const rest = await refund(paid.orderNumber, {
      lines: [{ sku: product.sku, qty: 1 }],
      shipping: true,
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.result.left_to_refund).toBe(0);
    expect(rest.body.result.refunded_total).toBe(shown.totals.grand_total);
    expect((await stockOf(ctx.shop, product.sku)).qty).toBe(before + 2);

    const audit = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
    expect(
      audit.body.result.items.find(
        (item: { action: string; subject_id: string; details: { credit_note: string } }) =>
          item.action === "order.refund" &&
          item.details.credit_note === reply.body.result.credit_note.number,
      ),
    ).toMatchObject({
      staff: { email: ctx.ownerEmail },
      subject_id: paid.orderNumber,
      changes: { refunded: { from: 0, to: amount } },
    });
  });

  it("numbers the credit notes CN-000001… without gaps, also when refunds are refused between them", async () => {
    const paid = await placePaidOrder(ctx.shop, product, { qty: 2 });
    const before = await creditNoteNumbers();
    const replies = await Promise.all([
      refund(paid.orderNumber, { amount: 1 }),
      refund(paid.orderNumber, { amount: 100_000 }),
      refund(paid.orderNumber, { amount: 2 }),
      refund(paid.orderNumber, { lines: [{ sku: product.sku, qty: 3 }] }),
      refund(paid.orderNumber, { amount: 3 }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 409, 200, 409, 200]);
    const numbers = await creditNoteNumbers();
    expect(numbers).toHaveLength(before.length + 3);
    numbers.forEach((number, index) => {
      expect(number).toBe(`CN-${String(index + 1).padStart(6, "0")}`);
    });
  });

  it("of two refunds at once from two shop processes, the money goes back once", async () => {
    const paid = await placePaidOrder(ctx.shop, product, { qty: 2 });
    const total = (await detail(paid.orderNumber)).totals.grand_total;
    const secondApi = adminApi(second);
    const replies = await Promise.all([
      refund(paid.orderNumber, { amount: total }),
      refund(paid.orderNumber, { amount: total }, ctx.owner, secondApi),
      refund(paid.orderNumber, { lines: [{ sku: product.sku, qty: 2 }], shipping: true }),
      refund(
        paid.orderNumber,
        { lines: [{ sku: product.sku, qty: 2 }], shipping: true },
        ctx.owner,
        secondApi,
      ),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409]);
    const shown = await detail(paid.orderNumber);
    expect(shown.refunds).toHaveLength(1);
    expect(shown.refunds[0].amount).toBe(total);
    expect(shown.credit_notes).toHaveLength(1);
    expect(shown.left_to_refund).toBe(0);
  });

  it("records cash on delivery as paid back by hand, without a provider, with a Dutch mail", async () => {
    const placed = await codOrder(2);
    const total = (await detail(placed.orderNumber)).totals.grand_total;
    const reply = await refund(placed.orderNumber, { amount: 12.5, reason: "Vlek" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result).toMatchObject({
      amount: 12.5,
      status: "manual",
      refunded_total: 12.5,
      left_to_refund: Math.round((total - 12.5) * 100) / 100,
    });
    const shown = await detail(placed.orderNumber);
    expect(shown.refunds).toEqual([
      expect.objectContaining({ payment_id: null, provider_refund_id: null, status: "manual" }),
    ]);
    const mail = await refundMail(placed.email, placed.orderNumber);
    expect(mail.subject).toBe(`Je terugbetaling voor bestelling ${placed.orderNumber}`);
    expect(mail.text).toContain(
      `We betalen je 12,50 € van je bestelling ${placed.orderNumber} terug.`,
    );
    expect(mail.text).toContain(reply.body.result.credit_note.number);
  });

  it("refuses with 409 to pay back a cash-on-delivery order cancelled before anyone paid", async () => {
    const placed = await codOrder(1, "nl", false);
    await ctx.api.call("POST", `/api/admin/orders/${placed.orderNumber}/cancel`, {
      session: ctx.owner,
      body: { reason: "Klant belde af" },
    });
    const refused = await refund(placed.orderNumber, { amount: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.result).toBe(`Order ${placed.orderNumber} was not paid`);
    expect((await detail(placed.orderNumber)).left_to_refund).toBe(0);
  });

  it("tells the customer of a paid order the amount in the shop's money format, in Dutch and in English", async () => {
    const nl = await placePaidOrder(ctx.shop, product, { qty: 1 });
    const nlReply = await refund(nl.orderNumber, { lines: [{ sku: product.sku, qty: 1 }] });
    const nlMail = await refundMail("anna@example.com", nl.orderNumber);
    expect(nlMail.subject).toBe(`Je terugbetaling voor bestelling ${nl.orderNumber}`);
    expect(nlMail.text).toContain(
      `We hebben ${formatPrice(nlReply.body.result.amount)} van je bestelling ${nl.orderNumber} terugbetaald via iDEAL.`,
    );
    const en = await codOrder(1, "en");
    await refund(en.orderNumber, { amount: 5 });
    const enMail = await refundMail(en.email, en.orderNumber);
    expect(enMail.subject).toBe(`Your refund for order ${en.orderNumber}`);
    expect(enMail.text).toContain(
      `We are paying 5,00 € of your order ${en.orderNumber} back to you.`,
    );
    expect(formatPrice(1234.5)).toBe("1.234,50 €");
  });

  it("cancelling after a refund pays back only what is left, with its credit note, and puts no piece back twice", async () => {
    const before = (await stockOf(ctx.shop, product.sku)).qty;
    const paid = await placePaidOrder(ctx.shop, product, { qty: 3 });
    const total = (await detail(paid.orderNumber)).totals.grand_total;
    const first = await refund(paid.orderNumber, {
      lines: [{ sku: product.sku, qty: 1 }],
      restock: true,
    });
    expect(first.status).toBe(200);
    expect((await stockOf(ctx.shop, product.sku)).qty).toBe(before - 2);
    const canceled = await ctx.api.call("POST", `/api/admin/orders/${paid.orderNumber}/cancel`, {
      session: ctx.owner,
      body: { reason: "Niet meer leverbaar" },
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const rest = Math.round((total - first.body.result.amount) * 100) / 100;
    expect(canceled.body.result.refund).toMatchObject({ amount: rest, status: "refunded" });
    expect((await stockOf(ctx.shop, product.sku)).qty).toBe(before);
    const shown = await detail(paid.orderNumber);
    expect(shown.refunds.map((r: { amount: number }) => r.amount)).toEqual([
      first.body.result.amount,
      rest,
    ]);
    expect(shown.credit_notes.map((n: { amount: number }) => n.amount)).toEqual([
      first.body.result.amount,
      rest,
    ]);
    expect(shown.left_to_refund).toBe(0);
  });

  it("pays back a piece at what it cost after its share of the coupon's discount", async () => {
    const cart = cartApi(ctx.shop);
    const cartId = (await cart.create()).body.result as string;
    await cart.update(cartId, { sku: product.sku, qty: 2 });
    expect((await cart.applyCoupon(cartId, "WELKOM10")).status).toBe(200);
    const placed = await placeOrder(
      ctx.shop,
      orderBody([{ sku: product.sku, qty: 2 }], { cart_id: cartId }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = placed.body.result.orderNumber as string;
    const shipped = await ctx.api.call("POST", `/api/admin/orders/${number}/ship`, {
      session: ctx.staff,
      body: { carrier: "postnl", tracking_number: "3SREFUND2" },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const shown = await detail(number);
    expect(shown.totals.discount).toBeLessThan(0);
    const line = shown.lines[0];
    const expected =
      Math.round(((line.row_total_incl_tax + shown.totals.discount) / 2) * 100) / 100;
    const reply = await refund(number, { lines: [{ sku: product.sku, qty: 1 }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result.amount).toBe(expected);
    expect(reply.body.result.amount).toBeLessThan(line.price_incl_tax);
    // The piece's share of the discount stays with the order: never paid back in full price.
    const more = await refund(number, {
      lines: [{ sku: product.sku, qty: 1 }],
      amount: line.price_incl_tax,
    });
    expect(more.status).toBe(409);
    // The last piece is worth what is left of the line after the discount and the first refund.
    const lastPiece =
      Math.round((line.row_total_incl_tax + shown.totals.discount - expected) * 100) / 100;
    expect(more.body).toEqual({
      code: 409,
      result: `These lines are worth ${lastPiece.toFixed(2)}: no more can be paid back for them`,
    });
  });

  it("refuses a refund that names nothing, an unknown line or a bad amount with 400", async () => {
    const { orderNumber } = await codOrder();
    const nothing = await refund(orderNumber, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.result).toBe("Name the lines, the shipping or an amount to pay back");
    const unknown = await refund(orderNumber, { lines: [{ sku: "GEEN-SKU", qty: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toBe(`Order ${orderNumber} has no line GEEN-SKU`);
    for (const amount of [-1, 0, 1.005, "10"])
      expect((await refund(orderNumber, { amount: amount as number })).status).toBe(400);
    const blankReason = await refund(orderNumber, { amount: 1, reason: " " });
    expect(blankReason.status).toBe(400);
    expect(blankReason.body).toEqual({ code: 400, result: "Invalid refund reason: Give a reason" });
    for (const body of [
      { lines: [{ sku: product.sku, qty: 0 }] },
      { lines: "alles" },
      { lines: [{ sku: product.sku }] },
      { amount: 1, price: 1 },
      { amount: 1, restock: "ja" },
    ])
      expect((await refund(orderNumber, body as RefundBody)).status, JSON.stringify(body)).toBe(
        400,
      );
    const broken = await ctx.api.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      session: ctx.owner,
      body: "niet-json",
    });
    expect(broken.status).toBe(400);
    // The client sends "niet-json" as JSON: a string where an object belongs.
    expect(broken.body).toEqual({
      code: 400,
      result: "Invalid refund: Invalid input: expected object, received string",
    });
    const unknownOrder = await refund("999999999", { amount: 1 });
    expect(unknownOrder.status).toBe(404);
    expect(unknownOrder.body).toEqual({ code: 404, result: "No order 999999999" });
    expect((await detail(orderNumber)).refunds).toEqual([]);
  });
});

describe("GET /api/admin/orders/{increment_id}/credit-notes/{number}.pdf", () => {
  it("draws the credit note with the seller's name, address, KvK and BTW number and VAT per rate, for staff too", async () => {
    const placed = await codOrder(2);
    const reply = await refund(placed.orderNumber, {
      lines: [{ sku: product.sku, qty: 1 }],
      reason: "Past niet",
    });
    const { number, pdf_url: pdfUrl } = reply.body.result.credit_note;
    const pdf = await fetch(ctx.shop.baseUrl + pdfUrl, { headers: { cookie: ctx.staff.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="creditnota-${number}.pdf"`,
    );
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    const seller = ctx.shop.shop.settings.seller;
    for (const expected of [
      "Creditnota",
      seller.name,
      ...seller.addressLines,
      `KvK: ${seller.kvk}`,
      `Btw-nummer: ${seller.btw}`,
      `Creditnotanummer: ${number}`,
      `Bestelnummer: ${placed.orderNumber}`,
      "Reden: Past niet",
      formatPrice(reply.body.result.amount),
    ])
      expect(text).toContain(expected);
    const vat = (await detail(placed.orderNumber)).credit_notes[0].vat;
    expect(vat).toHaveLength(1);
    expect(text).toContain(`Btw ${vat[0].rate}% over ${formatPrice(vat[0].base)}`);
    expect(text).toContain(formatPrice(vat[0].vat));
    expect(vat[0].base + vat[0].vat).toBeCloseTo(reply.body.result.amount, 2);
  });

  it("answers 404 for a credit note the order does not have", async () => {
    const { orderNumber } = await codOrder();
    const reply = await ctx.api.call(
      "GET",
      `/api/admin/orders/${orderNumber}/credit-notes/CN-000001.pdf`,
      { session: ctx.staff },
    );
    expect(reply.status).toBe(404);
    expect(reply.body.result).toBe(`Order ${orderNumber} has no credit note CN-000001`);
  });
});
