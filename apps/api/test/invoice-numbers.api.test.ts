import { invoiceOrder, transaction } from "@etalage/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeCodOrder } from "./admin-orders-test-shop";
import { adminApi } from "./admin-test-shop";
import { pdfText } from "./invoice-pdf-text";
import { invoiceShopForTests, type Placed } from "./invoices-test-shop";
import { paymentApi, settledAtProvider } from "./payments-test-shop";
import { startSecondProcess } from "./second-shop-process";
import type { TestShop } from "./test-shop";

const { ctx, products, db, placeWithPayment, invoiceNumberOf, adminPdf } = invoiceShopForTests();
let second: TestShop;
beforeAll(async () => {
  second = await startSecondProcess(ctx.shop);
});
afterAll(async () => {
  await second?.close();
});

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
