import { guestBuys } from "./guest-buys";

/** Another shopper buys every piece of a variant, straight through the API. */
export async function sellOut(baseUrl: string, sku: string): Promise<void> {
  const reply = await fetch(`${baseUrl}/api/stock/check?sku=${sku}`);
  const stock = (await reply.json()) as { result: { qty: number } };
  await guestBuys(baseUrl, sku, stock.result.qty);
}
