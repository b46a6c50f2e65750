import { vatPerRate } from "@etalage/commerce";
import { findOrder, readOrderItems } from "@etalage/db";
import { formatPrice } from "@etalage/pricing";
import { beforeAll, describe, expect, it } from "vitest";
import { adminApi, expectLoginNeeded } from "./admin-test-shop";
import { pdfText } from "./invoice-pdf-text";
import { invoiceShopForTests, type Placed, SELLER } from "./invoices-test-shop";
import { paymentApi, settledAtProvider } from "./payments-test-shop";
import { type LoggedIn, registeredCustomer, userApi } from "./user-test-shop";

const { ctx, products, db, placeWithPayment, placePaid, invoiceNumberOf, get, adminPdf } =
  invoiceShopForTests();

const customerPdf = (orderNumber: string, query: string) =>
  get(`/api/ext/invoices/${orderNumber}.pdf?${query}`);

describe("the invoice PDF", () => {
  it("holds the seller's name, address, KvK and BTW number, the buyer, the lines, VAT per rate and the total", async () => {
    const placed = await placeWithPayment([
      { sku: products[0]!.sku, qty: 1 },
      { sku: products[1]!.sku, qty: 2 },
    ]);
    // The second line is sold at the low rate (9 %), as a book would be.
    const [, low] = await readOrderItems(db(), placed.orderId);
    const incl = Number(low!.row_total_incl_tax);
    const tax = Math.round(((incl * 9) / 109) * 100) / 100;
    await db()
      .updateTable("order_items")
      .set({
        tax_percent: 9,
        tax_amount: tax,
        row_total: incl - tax,
        price: (incl - tax) / Number(low!.qty_ordered),
      })
      .where("id", "=", low!.id)
      .execute();
    await settledAtProvider(ctx.shop, placed.paymentId, "paid");
    await paymentApi(ctx.shop).webhook(placed.paymentId);

    const reply = await adminPdf(placed.orderNumber);
    expect(reply.status).toBe(200);
    expect(reply.type).toBe("application/pdf");
    const invoiceNumber = await invoiceNumberOf(placed.orderId);
    expect(reply.disposition).toBe(`attachment; filename="factuur-${invoiceNumber}.pdf"`);
    const text = pdfText(reply.bytes);
    for (const line of [
      "Factuur",
      SELLER.name,
      ...SELLER.addressLines,
      `KvK: ${SELLER.kvk}`,
      `Btw-nummer: ${SELLER.btw}`,
      "Anna de Vries",
      "Prinsengracht 263",
      "1016 GV Amsterdam",
      "anna@example.com",
      `Factuurnummer: ${invoiceNumber}`,
      `Bestelnummer: ${placed.orderNumber}`,
      products[0]!.name,
      products[1]!.name,
      "21%",
      "9%",
    ])
      expect(text).toContain(line);
    const order = await findOrder(db(), placed.orderId);
    const vat = vatPerRate(order!, await readOrderItems(db(), placed.orderId));
    expect(vat.map((line) => line.rate)).toEqual([21, 9]);
    for (const line of vat) {
      expect(text).toContain(`Btw ${line.rate}% over ${formatPrice(line.base)}`);
      expect(text).toContain(formatPrice(line.vat));
    }
    expect(text).toContain("Verzendkosten");
    expect(text).toContain(formatPrice(Number(order!.shipping_incl_tax)));
    expect(text).toMatch(new RegExp(`Totaal\\n${formatPrice(Number(order!.grand_total))}`));
    // Dated the day of payment, as the Netherlands writes it.
    const today = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam" }).format(
      new Date(),
    );
    expect(today).toMatch(/^\d{1,2}-\d{1,2}-\d{4}$/);
    expect(text).toContain(`Factuurdatum: ${today}`);
  });

  it("is written in English for an order of the English store view", async () => {
    const placed = await placePaid([{ sku: products[0]!.sku, qty: 1 }], { storeCode: "en" });
    const reply = await adminPdf(placed.orderNumber);
    expect(reply.status).toBe(200);
    const invoiceNumber = await invoiceNumberOf(placed.orderId);
    expect(reply.disposition).toBe(`attachment; filename="invoice-${invoiceNumber}.pdf"`);
    const text = pdfText(reply.bytes);
    for (const line of [
      "Invoice",
      `Invoice number: ${invoiceNumber}`,
      `VAT number: ${SELLER.btw}`,
      "VAT 21% on",
      "Total",
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("Factuur");
  });
});

describe("GET /api/admin/orders/{increment_id}/invoice.pdf", () => {
  it("is refused without a session cookie or with a customer's token (401)", async () => {
    const placed = await placePaid([{ sku: products[0]!.sku, qty: 1 }]);
    await expectLoginNeeded(ctx.shop, [
      { method: "GET", path: `/api/admin/orders/${placed.orderNumber}/invoice.pdf` },
    ]);
  });

  it("answers 404 with a message for an order without an invoice yet, and for an unknown order", async () => {
    const unpaid = await placeWithPayment([{ sku: products[0]!.sku, qty: 1 }]);
    const reply = await adminPdf(unpaid.orderNumber);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      code: 404,
      result: `Order ${unpaid.orderNumber} has no invoice yet: it is invoiced once it has been paid`,
    });
    expect((await adminPdf("999999999")).body).toEqual({ code: 404, result: "No order 999999999" });
    expect((await adminPdf(unpaid.orderNumber, "nl")).body).toEqual({
      code: 404,
      result: `Bestelling ${unpaid.orderNumber} heeft nog geen factuur: die komt zodra de bestelling betaald is`,
    });
  });

  it("shows the invoice number in the order's detail", async () => {
    const placed = await placePaid([{ sku: products[0]!.sku, qty: 1 }]);
    const detail = await adminApi(ctx.shop).call("GET", `/api/admin/orders/${placed.orderNumber}`, {
      session: ctx.staff,
    });
    expect(detail.body.result.invoices).toEqual([
      expect.objectContaining({
        invoice_number: await invoiceNumberOf(placed.orderId),
        pdf_url: `/api/admin/orders/${placed.orderNumber}/invoice.pdf`,
      }),
    ]);
  });
});

describe("GET /api/ext/invoices/{increment_id}.pdf", () => {
  let customer: LoggedIn;
  let other: LoggedIn;
  let hers: Placed;
  beforeAll(async () => {
    customer = await registeredCustomer(userApi(ctx.shop));
    other = await registeredCustomer(userApi(ctx.shop));
    hers = await placePaid([{ sku: products[0]!.sku, qty: 1 }], { token: customer.token });
  });

  it("gives a customer's invoice to her with her own token", async () => {
    const reply = await customerPdf(hers.orderNumber, `token=${customer.token}`);
    expect(reply.status).toBe(200);
    expect(reply.type).toBe("application/pdf");
    expect(pdfText(reply.bytes)).toContain(`Factuurnummer: ${await invoiceNumberOf(hers.orderId)}`);
  });

  it("refuses another customer's token with 403 This invoice is not yours", async () => {
    const reply = await customerPdf(hers.orderNumber, `token=${other.token}`);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ code: 403, result: "This invoice is not yours" });
    const withoutToken = await customerPdf(hers.orderNumber, "");
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body).toEqual({ code: 403, result: "This invoice is not yours" });
    // A customer's order does not open with its order token alone, as its downloads do not.
    const byOrderToken = await customerPdf(hers.orderNumber, `orderToken=${hers.orderToken}`);
    expect(byOrderToken.status).toBe(403);
    expect(byOrderToken.body).toEqual({ code: 403, result: "This invoice is not yours" });
  });

  it("gives a guest's invoice with the order token, and refuses a wrong one", async () => {
    const guest = await placePaid([{ sku: products[0]!.sku, qty: 1 }]);
    const reply = await customerPdf(guest.orderNumber, `orderToken=${guest.orderToken}`);
    expect(reply.status).toBe(200);
    expect(pdfText(reply.bytes)).toContain(await invoiceNumberOf(guest.orderId));
    const wrong = await customerPdf(guest.orderNumber, `orderToken=${hers.orderToken}`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.result).toBe("This invoice is not yours");
  });

  it("answers 404 for an unknown order, an order not yet paid, and a malformed number", async () => {
    expect((await customerPdf("999999999", `token=${customer.token}`)).body).toEqual({
      code: 404,
      result: "No such order",
    });
    const unpaid = await placeWithPayment([{ sku: products[0]!.sku, qty: 1 }]);
    const reply = await customerPdf(unpaid.orderNumber, `orderToken=${unpaid.orderToken}`);
    expect(reply.status).toBe(404);
    expect(reply.body.result).toBe(
      `Order ${unpaid.orderNumber} has no invoice yet: it is invoiced once it has been paid`,
    );
    const malformed = await get("/api/ext/invoices/abc.pdf");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      code: 400,
      result: "Invalid invoice file: must be an order number followed by .pdf",
    });
  });

  it("lists the invoice number in the customer's order history and on the order-status call", async () => {
    const history = await userApi(ctx.shop).orderHistory(customer.token);
    const order = history.body.result.items.find(
      (item: { increment_id: string }) => item.increment_id === hers.orderNumber,
    );
    const invoiceNumber = await invoiceNumberOf(hers.orderId);
    expect(order.extension_attributes.invoice_number).toBe(invoiceNumber);
    const status = await paymentApi(ctx.shop).status(hers.orderToken);
    expect(status.body.result.invoice_number).toBe(invoiceNumber);
    const unpaid = await placeWithPayment([{ sku: products[0]!.sku, qty: 1 }], {
      token: customer.token,
    });
    const later = await userApi(ctx.shop).orderHistory(customer.token);
    const open = later.body.result.items.find(
      (item: { increment_id: string }) => item.increment_id === unpaid.orderNumber,
    );
    expect(open.extension_attributes.invoice_number).toBeNull();
  });
});
