import { describe, expect, it } from "vitest";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/** Runs in the page before its own scripts: reports what the policy blocked. */
const REPORT_VIOLATIONS = `
  addEventListener("securitypolicyviolation", (event) => {
    window.reportCspViolation(event.violatedDirective + " blocked " + (event.blockedURI || "inline"));
  }, true);
`;

describe("the API's docs page", () => {
  it("shows the shop's API from /api/docs under its strict policy, nothing blocked and nothing from elsewhere", async () => {
    const page = await opened.browser.newPage();
    const problems: string[] = [];
    const elsewhere: string[] = [];
    await page.exposeFunction("reportCspViolation", (text: string) => problems.push(text));
    await page.addInitScript(REPORT_VIOLATIONS);
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(opened.shop.baseUrl) && !url.startsWith("data:")) elsewhere.push(url);
    });

    const res = await page.goto(`${opened.shop.baseUrl}/api/docs`);
    expect(res?.status()).toBe(200);
    await expect
      .poll(() => page.locator(".swagger-ui .info .title").first().textContent(), {
        timeout: 20_000,
      })
      .toContain("Etalage shop API");
    // An operation opens with its parameters, answers and example.
    const update = page.locator("#operations-Cart-postCartUpdate");
    await update.locator(".opblock-summary").click();
    await expect.poll(() => update.locator(".responses-table").count()).toBeGreaterThan(0);
    await expect.poll(() => update.textContent()).toContain("cartId");
    expect(problems).toEqual([]);

    // The back office's document: refused to a shopper, with the envelope's message.
    await page.goto(`${opened.shop.baseUrl}/api/docs?api=admin`);
    await expect
      .poll(() => page.locator(".swagger-ui").textContent(), { timeout: 20_000 })
      .toContain("/api/admin/openapi.json");
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
    await page.close();
  });
});
