import { vatPerRate } from "@etalage/commerce";
import type { ProductDocument } from "@etalage/contracts";
import { findOrder, invoiceOrder, readOrderItems, transaction } from "@etalage/db";
import { formatPrice } from "@etalage/pricing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeCodOrder } from "./admin-orders-test-shop";
import { adminApi, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { orderBody, placeOrder, plainProducts, setStock } from "./cart-test-shop";
import { pdfText } from "./invoice-pdf-text";
import { paymentApi, paymentIdOf, settledAtProvider } from "./payments-test-shop";
import { startSecondProcess } from "./second-shop-process";
import type { TestShop } from "./test-shop";
import { type LoggedIn, registeredCustomer, userApi } from "./user-test-shop";

const SELLER = {
  name: "Modehuis Test B.V.",
  address: "Herengracht 1, 1015 BA Amsterdam",
  addressLines: ["Herengracht 1", "1015 BA Amsterdam"],
  kvk: "87654321",
  btw: "NL987654321B01",
};
const ctx = backOfficeShopForTests({ members: ["staff"], settings: { seller: SELLER } });
let second: TestShop;
let products: ProductDocument[];
beforeAll(async () => {
  second = await startSecondProcess(ctx.shop);
  products = await plainProducts(ctx.shop, 2);
  for (const product of products) await setStock(ctx.shop, product.sku, 500);
});
afterAll(async () => {
  await second?.close();
});

const db = () => ctx.shop.shop.database.db;

interface Placed {
  orderId: number;
  orderNumber: string;
  orderToken: string;
  paymentId: string;
}

/** An iDEAL order of the lines, with its sandbox payment made (not yet paid). */
async function placeWithPayment(
  lines: { sku: string; qty: number }[],
  { token = "", storeCode = "nl" } = {},
): Promise<Placed> {
  const body = orderBody(lines, { store_code: storeCode });
  body.addressInformation.payment_method_code = "mollie_methods_ideal";
  const placed = await placeOrder(ctx.shop, body, `token=${encodeURIComponent(token)}`);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = {
    orderId: placed.body.result.magentoOrderId as number,
    orderNumber: placed.body.result.orderNumber as string,
    orderToken: placed.body.result.orderToken as string,
  };
  const created = await paymentApi(ctx.shop).postPayment(
    { ...order, grandTotal: 0 },
    {},
    token ? `?token=${encodeURIComponent(token)}` : "",
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { ...order, paymentId: paymentIdOf(created.body.result.payment_gateway_url) };
}

async function placePaid(
  lines: { sku: string; qty: number }[],
  options: { token?: string; storeCode?: string } = {},
): Promise<Placed> {
  const placed = await placeWithPayment(lines, options);
  await settledAtProvider(ctx.shop, placed.paymentId, "paid");
  expect((await paymentApi(ctx.shop).webhook(placed.paymentId)).status).toBe(200);
  return placed;
}

const invoiceNumberOf = async (orderId: number) =>
  (
    await db()
      .selectFrom("order_invoices")
      .select("invoice_number")
      .where("order_id", "=", orderId)
      .executeTakeFirst()
  )?.invoice_number;

const thisYear = () =>
  Number(
    new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Amsterdam" }).format(
      new Date(),
    ),
  );

/** Every invoice number of a year, as sequence numbers, lowest first. */
async function sequencesOf(year: number): Promise<number[]> {
  const rows = await db()
    .selectFrom("order_invoices")
    .select("invoice_number")
    .where("invoice_number", "like", `INV-${year}-%`)
    .execute();
  return rows.map((row) => Number(row.invoice_number?.slice(-6))).sort((a, b) => a - b);
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(ctx.shop.baseUrl + path, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "";
  return {
    status: res.status,
    type,
    disposition: res.headers.get("content-disposition"),
    bytes,
    body: type.includes("json") ? JSON.parse(bytes.toString()) : null,
  };
}

/** The back office's invoice link, followed by a member who reads it in English unless told. */
const adminPdf = (orderNumber: string, language = "en") =>
  get(`/api/admin/orders/${orderNumber}/invoice.pdf`, {
    cookie: ctx.staff.cookie,
    "accept-language": language,
  });

const customerPdf = (orderNumber: string, query: string) =>
  get(`/api/ext/invoices/${orderNumber}.pdf?${query}`);

describe("invoice numbers", () => {
  it("numbers the invoices of a year without gaps when orders are paid at the same moment in two processes", async () => {
    const orders: Placed[] = [];
    for (let n = 0; n < 8; n++)
      orders.push(await placeWithPayment([{ sku: products[0]!.sku, qty: 1 }]));
    for (const order of orders) await settledAtProvider(ctx.shop, order.paymentId, "paid");
    // Every payment's webhook arrives at both processes at once.
    const replies = await Promise.all(
      orders.flatMap((order) => [
        paymentApi(ctx.shop).webhook(order.paymentId),
        paymentApi(second).webhook(order.paymentId),
      ]),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(16).fill(200));

    const year = thisYear();
    const numbers = await Promise.all(orders.map((order) => invoiceNumberOf(order.orderId)));
    for (const number of numbers) expect(number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(new Set(numbers).size).toBe(orders.length);
    const sequences = await sequencesOf(year);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    const counter = await db()
      .selectFrom("invoice_number_counters")
      .select("last_number")
      .where("year", "=", year)
      .executeTakeFirstOrThrow();
    expect(Number(counter.last_number)).toBe(sequences.length);
  });

  it("takes the calendar year of the payment in the Netherlands and starts each year at 1", async () => {
    const orders = [
      await placeWithPayment([{ sku: products[0]!.sku, qty: 1 }]),
      await placeWithPayment([{ sku: products[0]!.sku, qty: 1 }]),
      await placeWithPayment([{ sku: products[0]!.sku, qty: 1 }]),
    ];
    const at = ["2030-06-01T10:00:00.000Z", "2030-12-31T22:59:00.000Z", "2030-12-31T23:30:00.000Z"];
    const numbers: string[] = [];
    for (const [index, order] of orders.entries())
      numbers.push(
        await transaction(db(), (trx) =>
          invoiceOrder(trx, {
            orderId: order.orderId,
            paymentId: order.paymentId,
            currency: "EUR",
            grandTotal: 10,
            createdAt: at[index]!,
          }),
        ),
      );
    // 23:30 UTC on 31 December is past midnight in Amsterdam: the next year's first invoice.
    expect(numbers).toEqual(["INV-2030-000001", "INV-2030-000002", "INV-2031-000001"]);
  });

  it("gives a number back when the payment's transaction rolls back, so the next one has no gap", async () => {
    const [a, b] = [
      await placeWithPayment([{ sku: products[0]!.sku, qty: 1 }]),
      await placeWithPayment([{ sku: products[0]!.sku, qty: 1 }]),
    ];
    const invoice = (order: Placed) => ({
      orderId: order.orderId,
      paymentId: order.paymentId,
      currency: "EUR",
      grandTotal: 10,
      createdAt: "2032-03-01T10:00:00.000Z",
    });
    await expect(
      transaction(db(), async (trx) => {
        await invoiceOrder(trx, invoice(a));
        throw new Error("the payment's transaction fails");
      }),
    ).rejects.toThrow("fails");
    expect(await transaction(db(), (trx) => invoiceOrder(trx, invoice(b)))).toBe("INV-2032-000001");
  });
});

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
    expect((await customerPdf(hers.orderNumber, "")).status).toBe(403);
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
    expect((await get("/api/ext/invoices/abc.pdf")).status).toBe(400);
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

describe("cash on delivery", () => {
  it("is invoiced when its first parcel ships, and its invoice says it is paid on delivery", async () => {
    const placed = await placeCodOrder(ctx.shop, products[0]!, { qty: 2 });
    expect(await invoiceNumberOf(placed.orderId)).toBeUndefined();
    expect(await adminPdf(placed.orderNumber)).toMatchObject({
      status: 404,
      body: {
        code: 404,
        result: `Order ${placed.orderNumber} has no invoice yet: it is invoiced once it has been paid`,
      },
    });
    const ship = (qty: number) =>
      adminApi(ctx.shop).call("POST", `/api/admin/orders/${placed.orderNumber}/ship`, {
        session: ctx.staff,
        body: {
          carrier: "postnl",
          tracking_number: "3SABC1",
          lines: [{ sku: products[0]!.sku, qty }],
        },
      });
    expect((await ship(1)).status).toBe(200);
    const invoiceNumber = await invoiceNumberOf(placed.orderId);
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect((await ship(1)).status).toBe(200);
    expect(await invoiceNumberOf(placed.orderId)).toBe(invoiceNumber);
    const text = pdfText((await adminPdf(placed.orderNumber)).bytes);
    expect(text).toContain(`Factuurnummer: ${invoiceNumber}`);
    expect(text).toContain("Betalen bij aflevering");
    expect(text).toContain("Te betalen bij aflevering");
  });
});
