import type { Page } from "playwright-core";

/**
 * The server cart's lines, read from outside the (maybe offline) browser with the cart token it
 * keeps: a guest's cart in this store view.
 */
export async function serverCartLines(baseUrl: string, page: Page, storeCode: string) {
  const cartId = await page.evaluate<string | null>('localStorage.getItem("etalage:cart-token")');
  const params = new URLSearchParams({ token: "", storeCode, cartId: cartId ?? "" });
  const reply = await fetch(`${baseUrl}/api/cart/pull?${params.toString()}`);
  const answer = (await reply.json()) as { result: { sku: string; qty: number }[] };
  return answer.result.map(({ sku, qty }) => ({ sku, qty }));
}
