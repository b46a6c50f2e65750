import type { ProductDocument } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placePaidOrder } from "./admin-orders-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { plainProducts } from "./cart-test-shop";
import { openGateway } from "./payments-test-shop";
import { startSecondProcess } from "./second-shop-process";
import type { TestShop } from "./test-shop";

const ctx = backOfficeShopForTests({ members: ["owner"] });
let second: TestShop;
let product: ProductDocument;

beforeAll(async () => {
  second = await startSecondProcess(ctx.shop);
  [product] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
});
afterAll(async () => {
  await second?.close();
});

const detail = async (number: string) =>
  (await ctx.api.call("GET", `/api/admin/orders/${number}`, { session: ctx.owner })).body.result;

/** A paid order of two pieces, of which the owner refunds one line's piece in the back office. */
async function refundedOrder() {
  const paid = await placePaidOrder(ctx.shop, product, { qty: 2 });
  const reply = await ctx.api.call("POST", `/api/admin/orders/${paid.orderNumber}/refund`, {
    session: ctx.owner,
    body: { lines: [{ sku: product.sku, qty: 1 }], restock: false, reason: "Te klein" },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const shown = await detail(paid.orderNumber);
  const [refund] = shown.refunds;
  return {
    paymentId: refund.payment_id as string,
    refundId: refund.provider_refund_id as string,
    amount: refund.amount as number,
    total: shown.totals.grand_total as number,
  };
}

/** The order's paid payment at the sandbox. */
const paymentOf = async (orderId: number) =>
  (
    await ctx.shop.shop.database.db
      .selectFrom("order_payments")
      .select("id")
      .where("order_id", "=", orderId)
      .where("status", "=", "paid")
      .executeTakeFirstOrThrow()
  ).id;
const sandboxPage = (paymentId: string, query = "") =>
  openGateway(`${ctx.shop.baseUrl}/sandbox/pay/${paymentId}`, query);
const euro = (value: number) => ({ currency: "EUR", value: value.toFixed(2) });
const cents = (value: number) => Math.round(value * 100) / 100;

describe("the sandbox's refunds", () => {
  it("a line the owner refunds in the back office is listed on the sandbox page of the order's payment, with its amount, time and what is left", async () => {
    const { paymentId, refundId, amount, total } = await refundedOrder();
    expect(refundId).toMatch(/^re_[0-9A-Za-z]{10}$/);
    const dutch = await sandboxPage(paymentId);
    expect(dutch.status).toBe(200);
    expect(dutch.html).toContain('<h2 id="refunds-title">Terugbetalingen</h2>');
    expect(dutch.html).toContain(`<span class="refund-id">${refundId}</span>`);
    expect(dutch.html).toContain(`<span class="refund-amount">${formatPrice(amount)}</span>`);
    expect(dutch.html).toMatch(
      /<time datetime="[^"]+">\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}<\/time>/,
    );
    expect(dutch.html).toContain(
      `Nog terug te betalen: <strong>${formatPrice(cents(total - amount))}</strong>`,
    );
    expect(dutch.html).toContain(formatPrice(total));

    const english = await sandboxPage(paymentId, "?lang=en");
    expect(english.html).toContain('<h2 id="refunds-title">Refunds</h2>');
    expect(english.html).toContain(`<span class="refund-amount">€${amount.toFixed(2)}</span>`);
    expect(english.html).toContain(
      `Left to refund: <strong>€${cents(total - amount).toFixed(2)}</strong>`,
    );
    // Listed as Mollie lists a payment's refunds, too.
    expect(await ctx.shop.shop.payments.provider.listRefunds?.(paymentId)).toEqual([
      { id: refundId, status: "refunded", amount: euro(amount) },
    ]);
  });

  it("a second refund beyond what is left is refused by the sandbox with Mollie's 422, and the page lists only the first", async () => {
    const { paymentId, amount, total } = await refundedOrder();
    const left = cents(total - amount);
    const beyond = ctx.shop.shop.payments.provider.refundPayment(paymentId, {
      amount: euro(cents(left + 0.01)),
      description: "Te veel",
    });
    await expect(beyond).rejects.toMatchObject({
      name: "PaymentProviderError",
      statusCode: 422,
      field: "amount.value",
      message: "The amount is higher than the amount that can be refunded",
    });
    const page = await sandboxPage(paymentId);
    expect(page.html.match(/class="refund-id"/g)).toHaveLength(1);
    expect(page.html).toContain(`Nog terug te betalen: <strong>${formatPrice(left)}</strong>`);
  });

  it("of two refunds of 60 % at once from two shop processes, one is made and the other refused", async () => {
    const paid = await placePaidOrder(ctx.shop, product, { qty: 2 });
    const { refunds, totals } = await detail(paid.orderNumber);
    expect(refunds).toEqual([]);
    const paymentId = await paymentOf(paid.orderId);
    const sixty = euro(cents(totals.grand_total * 0.6));
    const results = await Promise.allSettled(
      [ctx.shop, second].map((process) =>
        process.shop.payments.provider.refundPayment(paymentId, {
          amount: sixty,
          description: "Retour",
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({
      reason: { statusCode: 422 },
    });
    const page = await sandboxPage(paymentId);
    expect(page.html.match(/class="refund-id"/g)).toHaveLength(1);
    expect(page.html).toContain(formatPrice(Number(sixty.value)));
  });

  it("a paid payment without refunds says nothing was refunded yet; a refund's description is shown as text", async () => {
    const paid = await placePaidOrder(ctx.shop, product, { qty: 1 });
    const { totals } = await detail(paid.orderNumber);
    const paymentId = await paymentOf(paid.orderId);
    const before = await sandboxPage(paymentId);
    expect(before.html).toContain("Er is nog niets terugbetaald.");
    expect(before.html).toContain(
      `Nog terug te betalen: <strong>${formatPrice(totals.grand_total)}</strong>`,
    );
    await ctx.shop.shop.payments.provider.refundPayment(paymentId, {
      amount: euro(1),
      description: `<img src=x onerror="alert(1)"> & co`,
    });
    const after = await sandboxPage(paymentId, "?lang=en");
    expect(after.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; co");
    expect(after.html).not.toContain("<img src=x");
    expect(after.html).not.toContain("Nothing has been refunded yet.");
  });
});
