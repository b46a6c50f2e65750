import type { ProductDocument } from "@etalage/contracts";
import { expect } from "vitest";
import { orderBody, placeOrder, type Reply } from "./cart-test-shop";
import type { Json, TestShop } from "./test-shop";

const read = async (res: Response): Promise<Reply> => {
  const text = await res.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
};

export const ISSUER = "ideal_INGBNL2A";

export interface PlacedProviderOrder {
  orderId: number;
  orderNumber: string;
  orderToken: string;
  grandTotal: number;
}

/** Places an order paid by a provider method, as the checkout does (`POST /api/order`). */
export async function placeProviderOrder(
  shop: TestShop,
  product: ProductDocument,
  { qty = 1, method = "mollie_methods_ideal", token = "", storeCode = "nl" } = {},
): Promise<PlacedProviderOrder> {
  const body = orderBody([{ sku: product.sku, qty }], { store_code: storeCode });
  body.addressInformation.payment_method_code = method;
  const placed = await placeOrder(shop, body, `token=${encodeURIComponent(token)}`);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return {
    orderId: placed.body.result.magentoOrderId,
    orderNumber: placed.body.result.orderNumber,
    orderToken: placed.body.result.orderToken,
    grandTotal: placed.body.result.totals.grand_total,
  };
}

/** The payment service calls over HTTP, as the storefront makes them. */
export function paymentApi(shop: TestShop) {
  const post = (path: string, body: unknown) =>
    shop.post(`/api/ext/mollie/${path}`, body).then(read);
  return {
    post,
    methods: () => shop.get("/api/ext/mollie/payment-methods").then(read),
    issuers: () => shop.get("/api/ext/mollie/fetch-issuers").then(read),
    postPayment: (order: PlacedProviderOrder, fields: object = {}, query = "") =>
      post(`post-payment${query}`, {
        currency: "EUR",
        order_id: order.orderId,
        description: `Order ${order.orderNumber}`,
        redirectUrl: `${shop.baseUrl}/order-status/`,
        method: "ideal",
        issuer: ISSUER,
        orderToken: order.orderToken,
        ...fields,
      }),
    comment: (order: PlacedProviderOrder, status: string, fields: object = {}, query = "") =>
      post(`order-comments${query}`, {
        order_id: order.orderId,
        orderToken: order.orderToken,
        order_comment: {
          statusHistory: {
            comment: status === "canceled" ? "Payment could not be created: test" : "",
            created_at: new Date().toISOString(),
            is_customer_notified: 0,
            is_visible_on_front: 0,
            parent_id: order.orderId,
            status,
          },
        },
        ...fields,
      }),
    status: (token: unknown) => post("get-payment-status", { token }),
    webhook: (id: string) =>
      fetch(`${shop.baseUrl}/api/ext/mollie/webhook`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ id }).toString(),
      }).then(read),
  };
}

export type PaymentApi = ReturnType<typeof paymentApi>;

/** The payment id at the end of a sandbox gateway URL. */
export const paymentIdOf = (gatewayUrl: string) => new URL(gatewayUrl).pathname.split("/").pop()!;

/** The provider's id of an order's payment, as the shop recorded it (its one payment). */
export async function recordedPaymentId(shop: TestShop, orderId: number): Promise<string> {
  const row = await shop.shop.database.db
    .selectFrom("order_payments")
    .select("id")
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of all the payments the shop recorded for an order. */
export async function recordedPaymentIds(shop: TestShop, orderId: number): Promise<string[]> {
  const rows = await shop.shop.database.db
    .selectFrom("order_payments")
    .select("id")
    .where("order_id", "=", orderId)
    .execute();
  return rows.map((row) => row.id);
}

/** The sandbox provider settles a payment as paid or failed; no webhook has told the shop yet. */
export const settledAtProvider = (shop: TestShop, paymentId: string, status: "paid" | "failed") =>
  shop.shop.database.db
    .updateTable("sandbox_payments")
    .set({ status, settled_at: new Date().toISOString() })
    .where("id", "=", paymentId)
    .execute();

/** Opens the sandbox's hosted page as a browser does. */
export async function openGateway(gatewayUrl: string, query = "") {
  const res = await fetch(gatewayUrl + query);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/**
 * Presses an outcome button of the hosted page: a form POST, as a browser without scripts
 * sends it. Answers the redirect the browser would follow.
 */
export async function chooseOutcome(gatewayUrl: string, outcome: string) {
  const res = await fetch(gatewayUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: "manual",
  });
  await res.body?.cancel();
  return { status: res.status, location: res.headers.get("location") };
}

/** The order row as the database has it. */
export const orderRow = (shop: TestShop, id: number) =>
  shop.shop.database.db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

/** The storefront's stock check: `GET /api/stock/check/{sku}`. */
export async function checkedStock(shop: TestShop, sku: string) {
  const res = await shop.get(`/api/stock/check/${encodeURIComponent(sku)}`);
  return (await res.json()).result;
}
