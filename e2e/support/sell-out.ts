import { expect } from "vitest";
import { cashOnDeliveryOrder } from "./order-request";

/** Another shopper buys every piece of a variant, straight through the API. */
export async function sellOut(baseUrl: string, sku: string): Promise<void> {
  const reply = await fetch(`${baseUrl}/api/stock/check?sku=${sku}`);
  const stock = (await reply.json()) as { result: { qty: number } };
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
      cashOnDeliveryOrder(`other-${Date.now()}`, [{ sku, qty: stock.result.qty }], address),
    ),
  });
  expect(res.status).toBe(200);
}
