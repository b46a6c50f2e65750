import type { Page } from "playwright-core";

/** The password the journeys' new customers register with. */
export const CUSTOMER_PASSWORD = "Geheim123!";

/** A new customer's names and address, as the register form sends them. */
export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
}

/** Creates a customer account through the API, as the register form does; answers the reply. */
export async function createAccount(
  baseUrl: string,
  customer: NewCustomer,
  password: string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseUrl}/api/user/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ customer, password }),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Logs in with the login form of the auth modal once it shows, with the journeys' password unless
 * told; resolved once the modal has closed.
 */
export async function logInWithModal(page: Page, email: string, password = CUSTOMER_PASSWORD) {
  const login = page.locator('[data-testid="login-form"]');
  await login.waitFor();
  await login.locator('[name="email"]').fill(email);
  await login.locator('[name="password"]').fill(password);
  await login.locator('button[type="submit"]').click();
  await page.locator('[data-testid="auth-modal"]').waitFor({ state: "detached" });
}
