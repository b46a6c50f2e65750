import { expect } from "vitest";
import { cashOnDeliveryOrder } from "./order-request";

/** A variant's stock as the shop answers it. */
export async function stockOf(
  baseUrl: string,
  sku: string,
): Promise<{ qty: number; is_in_stock: boolean }> {
  const res = await fetch(`${baseUrl}/api/stock/check?sku=${sku}`);
  return ((await res.json()) as { result: { qty: number; is_in_stock: boolean } }).result;
}

/** Another shopper buys all but one piece of the variant (cash on delivery, through the API). */
export async function leaveOne(baseUrl: string, sku: string): Promise<void> {
  const { qty } = await stockOf(baseUrl, sku);
  expect(qty).toBeGreaterThan(0);
  if (qty > 1) {
    const address = {
      firstname: "Bea",
      lastname: "Bakker",
      street: ["Damrak 1"],
      city: "Amsterdam",
      postcode: "1012 LG",
      country_id: "NL",
      email: "bea@example.com",
    };
    const res = await fetch(`${baseUrl}/api/order?token=`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        cashOnDeliveryOrder(`bea-${Date.now()}`, [{ sku, qty: qty - 1 }], address),
      ),
    });
    expect(res.status).toBe(200);
  }
  expect((await stockOf(baseUrl, sku)).qty).toBe(1);
}
