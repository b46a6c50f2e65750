import { expect } from "vitest";
import { cashOnDeliveryOrder } from "./order-request";

/** MAX_QTY_PER_LINE's default: a guest's order line holds at most this many pieces. */
const GUEST_QTY_PER_LINE = 10;

const BEA = {
  firstname: "Bea",
  lastname: "Bakker",
  street: ["Damrak 1"],
  city: "Amsterdam",
  postcode: "1012 LG",
  country_id: "NL",
  email: "bea@example.com",
};

/**
 * Another shopper, a guest, buys `qty` pieces of a variant straight through the API (cash on
 * delivery), in as many orders as a guest's line limit asks.
 */
export async function guestBuys(baseUrl: string, sku: string, qty: number): Promise<void> {
  for (let left = qty, part = 1; left > 0; left -= GUEST_QTY_PER_LINE, part++) {
    const pieces = Math.min(left, GUEST_QTY_PER_LINE);
    const res = await fetch(`${baseUrl}/api/order?token=`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        cashOnDeliveryOrder(`bea-${Date.now()}-${part}`, [{ sku, qty: pieces }], BEA),
      ),
    });
    expect(res.status).toBe(200);
  }
}
