import type { ProductDocument } from "@etalage/contracts";
import { expect } from "vitest";
import { dutchAddress, orderBody, placeOrder } from "./cart-test-shop";
import { chooseOutcome, paymentApi, placeProviderOrder } from "./payments-test-shop";
import type { TestShop } from "./test-shop";

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
}

/** A guest's cash-on-delivery order, for the given address fields (e-mail, names). */
export async function placeCodOrder(
  shop: TestShop,
  product: ProductDocument,
  { qty = 1, storeCode = "nl", address = {} as object } = {},
): Promise<PlacedOrder> {
  const to = { ...dutchAddress, ...address };
  const body = orderBody([{ sku: product.sku, qty }], { store_code: storeCode });
  body.addressInformation.shippingAddress = to;
  body.addressInformation.billingAddress = to;
  const placed = await placeOrder(shop, body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return {
    orderId: placed.body.result.magentoOrderId,
    orderNumber: placed.body.result.orderNumber,
  };
}

/**
 * A cash-on-delivery order of two pieces by a guest with an e-mail address of her own, so the
 * mails a test waits for are this order's alone.
 */
export async function guestCodOrder(
  shop: TestShop,
  product: ProductDocument,
  storeCode = "nl",
): Promise<PlacedOrder & { email: string }> {
  const email = `gast-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const placed = await placeCodOrder(shop, product, { qty: 2, storeCode, address: { email } });
  return { ...placed, email };
}

/** An iDEAL order, left waiting for its payment. */
export async function placeUnpaidOrder(
  shop: TestShop,
  product: ProductDocument,
  options: { qty?: number; storeCode?: string } = {},
): Promise<PlacedOrder> {
  const order = await placeProviderOrder(shop, product, options);
  return { orderId: order.orderId, orderNumber: order.orderNumber };
}

/** An iDEAL order paid at the sandbox gateway, once the shop has it as processing. */
export async function placePaidOrder(
  shop: TestShop,
  product: ProductDocument,
  options: { qty?: number; storeCode?: string } = {},
): Promise<PlacedOrder> {
  const order = await placeProviderOrder(shop, product, options);
  const created = await paymentApi(shop).postPayment(order);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await chooseOutcome(created.body.result.payment_gateway_url, "paid");
  for (let tries = 0; tries < 100; tries += 1) {
    const row = await shop.shop.database.db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", order.orderId)
      .executeTakeFirstOrThrow();
    if (row.status === "processing")
      return { orderId: order.orderId, orderNumber: order.orderNumber };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Order ${order.orderNumber} was not paid`);
}
