import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { settled } from "./support/catalogue-pages";
import { STORES } from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/** Runs in every document before its own scripts: reports what the policy blocked. */
const REPORT_VIOLATIONS = `
  addEventListener("securitypolicyviolation", (event) => {
    window.reportCspViolation(
      event.violatedDirective + " blocked " + (event.blockedURI || "inline") + " at " +
        event.sourceFile + ":" + event.lineNumber,
    );
  }, true);
`;

interface WatchedPage {
  page: Page;
  /** Violation events and console lines about the policy, and uncaught errors. */
  problems: string[];
  /** The Content-Security-Policy of each document the page loaded, by URL. */
  policies: Map<string, string | undefined>;
}

/** A phone-sized page whose policy violations, errors and document policies are collected. */
async function watchedPage(): Promise<WatchedPage> {
  const page = await opened.browser.newPage({ viewport: { width: 390, height: 844 } });
  const problems: string[] = [];
  const policies = new Map<string, string | undefined>();
  await page.exposeFunction("reportCspViolation", (text: string) => problems.push(text));
  await page.addInitScript(REPORT_VIOLATIONS);
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "document")
      policies.set(response.url(), response.headers()["content-security-policy"]);
  });
  return { page, problems, policies };
}

/** Loads a page from the server and waits until React has taken it over. */
async function load(watched: WatchedPage, path: string): Promise<void> {
  const res = await watched.page.goto(opened.shop.baseUrl + path);
  expect(res?.status()).toBe(200);
  await watched.page.waitForLoadState("networkidle");
  // A blocked inline script would stop hydration: say so, rather than wait for the router.
  expect(watched.problems).toEqual([]);
  await watched.page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
}

/** Opens the phone menu and follows its link to a category (a client-side navigation). */
async function menuToCategory(watched: WatchedPage, name: string, path: RegExp): Promise<void> {
  const { page } = watched;
  await page.locator(".menu-toggle").click();
  await page.locator(".site-menu.is-open").waitFor();
  await page.locator(".site-menu .menu__link", { hasText: name }).first().click();
  await settled(page, path);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
}

function scriptSources(policy: string | undefined): string[] {
  const directive = policy?.split(";").find((d) => d.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe("the storefront runs under a Content-Security-Policy without inline script exceptions", () => {
  it("a Dutch shopper browses home, menu, category and product, adds to cart and checks out", async () => {
    const watched = await watchedPage();
    const { page, problems, policies } = watched;
    const nl = STORES.nl;

    await load(watched, "/");
    await menuToCategory(watched, "Jurken", /\/c\/jurken$/);

    await load(watched, `/c/${nl.dresses}`);
    await page.locator("#category-products .product-card__link").first().click();
    await settled(page, /\/p\/[^/]+\/[^/]+$/);

    await load(watched, nl.dress);
    await page.locator('label[for="option-color-101"]').click();
    await page.locator('label[for="option-size-203"]').click();
    await page.locator('[data-testid="add-to-cart"]').click();
    await expect
      .poll(() => page.locator(".notification").first().textContent())
      .toContain(nl.added);

    await page.locator('[data-testid="cart-button"]').click();
    await page.locator('[data-testid="go-to-checkout"]').click();
    await settled(page, /\/checkout$/);
    await page.locator('[data-testid="checkout-page"]').waitFor();

    await load(watched, "/checkout");
    await page.locator('[data-testid="checkout-page"]').waitFor();

    expect(problems).toEqual([]);
    expect([...policies.keys()].map((url) => new URL(url).pathname)).toEqual([
      "/",
      "/c/jurken",
      nl.dress,
      "/checkout",
    ]);
    for (const [url, policy] of policies) {
      const sources = scriptSources(policy);
      expect(sources, url).toContain("'self'");
      expect(sources.filter((s) => s.startsWith("'sha256-")).length, url).toBeGreaterThan(2);
      expect(sources, url).not.toContain("'unsafe-inline'");
      expect(policy, url).toContain("frame-ancestors 'none'");
    }
    await page.close();
  });

  it("an English shopper opens the home page and the menu to a category", async () => {
    const watched = await watchedPage();
    await load(watched, "/en");
    await menuToCategory(watched, "Dresses", /\/en\/c\/dresses$/);
    expect(watched.problems).toEqual([]);
    const policy = watched.policies.get(`${opened.shop.baseUrl}/en`);
    expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
    await watched.page.close();
  });

  it("the order-status page fetches the payment status under the same policy", async () => {
    const watched = await watchedPage();
    await load(watched, `/order-status/${"x".repeat(40)}`);
    await watched.page.locator('[data-testid="order-status-problem"]').waitFor();
    expect(watched.problems).toEqual([]);
    const policy = watched.policies.get(`${opened.shop.baseUrl}/order-status/${"x".repeat(40)}`);
    expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
    await watched.page.close();
  });

  it("pages, their data and the API answer with the protective headers, HSTS only behind https", async () => {
    for (const path of ["/c/jurken", "/c/jurken.data", "/api/health", "/c/bestaat-niet"]) {
      const headers = (await fetch(opened.shop.baseUrl + path)).headers;
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(headers.has("strict-transport-security"), path).toBe(false);
    }
    const api = await fetch(`${opened.shop.baseUrl}/api/health`);
    expect(api.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
