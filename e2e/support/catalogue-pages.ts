import type { Page } from "playwright-core";

/** Collects console errors and uncaught exceptions of a page, to assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The HTML the server renders for a path, before any JavaScript runs. */
export async function serverHtml(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(baseUrl + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.text();
}

/** Prices as the shop prints them, e.g. "1.234,50 €", read back as numbers. */
export function pricesIn(text: string): number[] {
  return [...text.matchAll(/(\d{1,3}(?:\.\d{3})*,\d{2})\s€/g)].map((match) =>
    Number((match[1] ?? "0").replace(/\./g, "").replace(",", ".")),
  );
}

/**
 * Waits until a client navigation has its address and the network is quiet. React shows the new
 * page a moment after the address changes: what a test reads right after should be polled.
 */
export async function settled(page: Page, url: RegExp): Promise<void> {
  await page.waitForURL(url);
  await page.waitForLoadState("networkidle");
}

/** The price each product card asks now (the reduced one when a card shows two). */
export async function cardPrices(page: Page, list: string): Promise<number[]> {
  const texts = await page.locator(`${list} .price`).allTextContents();
  return texts.map((text) => pricesIn(text).at(-1) ?? Number.NaN);
}
