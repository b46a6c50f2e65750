import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** A field of the checkout by its name. */
export const checkoutField = (page: Page, name: string) =>
  page.locator(`[data-testid="checkout-page"] [name="${name}"]`);

/**
 * Fills the checkout's personal and shipping steps as Anna de Vries in Amsterdam, waits until
 * the flat rate is chosen and goes on to the payment step.
 */
export async function fillAddressSteps(page: Page, email: string): Promise<void> {
  await checkoutField(page, "firstName").fill("Anna");
  await checkoutField(page, "lastName").fill("de Vries");
  await checkoutField(page, "emailAddress").fill(email);
  await page.locator('[data-testid="continue-personal"]').click();
  await checkoutField(page, "streetAddress").fill("Prinsengracht 263");
  await checkoutField(page, "zipCode").fill("1016 GV");
  await checkoutField(page, "city").fill("Amsterdam");
  await expect.poll(() => page.locator('input[value="flatrate/flatrate"]').isChecked()).toBe(true);
  await page.locator('[data-testid="continue-shipping"]').click();
}

/** Fills the checkout up to the review step: the address steps, the payment method, the terms. */
export async function fillCheckout(
  page: Page,
  email: string,
  method: "cashondelivery" | "ideal" = "cashondelivery",
): Promise<void> {
  await fillAddressSteps(page, email);
  await page.locator(`input[value="${method}"]`).check();
  await page.locator('[data-testid="continue-payment"]').click();
  await page.locator('input[name="acceptedTerms"]').check();
}

/** The orders the shop stored for an e-mail address, read from its SQLite file. */
export function storedOrdersOf(dataDir: string, email: string): { increment_id: string }[] {
  const db = new Database(join(dataDir, "etalage.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select increment_id from orders where customer_email = ?").all(email) as {
      increment_id: string;
    }[];
  } finally {
    db.close();
  }
}
