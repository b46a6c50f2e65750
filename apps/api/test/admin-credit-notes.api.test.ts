import { formatPrice } from "@etalage/pricing";
import { describe, expect, it } from "vitest";
import { refundShopForTests } from "./admin-order-refund-test-shop";
import { placePaidOrder } from "./admin-orders-test-shop";
import { pdfText } from "./pdf-text";

const { ctx, refund, detail, codOrder } = refundShopForTests();

const creditNoteNumbers = async () =>
  (
    await ctx.shop.shop.database.db
      .selectFrom("order_credit_notes")
      .select("number")
      .orderBy("number")
      .execute()
  ).map((row) => row.number);

describe("POST /api/admin/orders/{increment_id}/refund", () => {
  it("numbers the credit notes CN-000001… without gaps, also when refunds are refused between them", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.product, { qty: 2 });
    const before = await creditNoteNumbers();
    const replies = await Promise.all([
      refund(paid.orderNumber, { amount: 1 }),
      refund(paid.orderNumber, { amount: 100_000 }),
      refund(paid.orderNumber, { amount: 2 }),
      refund(paid.orderNumber, { lines: [{ sku: ctx.product.sku, qty: 3 }] }),
      refund(paid.orderNumber, { amount: 3 }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 409, 200, 409, 200]);
    // What is left when the amount too large is weighed depends on which refunds went first.
    expect(replies[1]!.body.result).toMatch(
      new RegExp(`^Only \\d+\\.\\d{2} of order ${paid.orderNumber} is left to pay back$`),
    );
    expect(replies[3]!.body.result).toBe(
      `Only 2 of ${ctx.product.sku} on order ${paid.orderNumber} can still be paid back`,
    );
    const numbers = await creditNoteNumbers();
    expect(numbers).toHaveLength(before.length + 3);
    numbers.forEach((number, index) => {
      expect(number).toBe(`CN-${String(index + 1).padStart(6, "0")}`);
    });
  });
});

describe("GET /api/admin/orders/{increment_id}/credit-notes/{number}.pdf", () => {
  it("draws the credit note with the seller's name, address, KvK and BTW number and VAT per rate, for staff too", async () => {
    const placed = await codOrder(2);
    const reply = await refund(placed.orderNumber, {
      lines: [{ sku: ctx.product.sku, qty: 1 }],
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
