import type { ProductDocument } from "@etalage/contracts";
import { beforeAll, expect } from "vitest";
import { backOfficeShopForTests } from "./back-office-shop";
import { orderBody, placeOrder, plainProducts, setStock } from "./cart-test-shop";
import { paymentApi, paymentIdOf, settledAtProvider } from "./payments-test-shop";

/** The seller the invoices name: set in the shop's settings. */
export const SELLER = {
  name: "Modehuis Test B.V.",
  address: "Herengracht 1, 1015 BA Amsterdam",
  addressLines: ["Herengracht 1", "1015 BA Amsterdam"],
  kvk: "87654321",
  btw: "NL987654321B01",
};

/** An order placed by an invoice test, with its sandbox payment. */
export interface Placed {
  orderId: number;
  orderNumber: string;
  orderToken: string;
  paymentId: string;
}

/**
 * The shop of an invoice test file (SELLER, a staff member logged in, two plain products with
 * plenty of stock), started before its tests and closed after them, and the calls the tests make.
 */
export function invoiceShopForTests() {
  const ctx = backOfficeShopForTests({ members: ["staff"], settings: { seller: SELLER } });
  /** Filled once the shop has started. */
  const products: ProductDocument[] = [];
  beforeAll(async () => {
    products.push(...(await plainProducts(ctx.shop, 2)));
    for (const product of products) await setStock(ctx.shop, product.sku, 500);
  });

  const db = () => ctx.shop.shop.database.db;

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

  /** An order of the lines, paid: its provider's webhook has told the shop. */
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

  /** A GET of the shop: status, content type and disposition, the bytes, and the JSON if any. */
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

  return { ctx, products, db, placeWithPayment, placePaid, invoiceNumberOf, get, adminPdf };
}
