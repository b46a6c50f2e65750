import { expect } from "vitest";
import { guestBuys } from "./guest-buys";

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
  await guestBuys(baseUrl, sku, qty - 1);
  expect((await stockOf(baseUrl, sku)).qty).toBe(1);
}
