import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolationsIn } from "./support/axe";
import {
  backOfficeAs,
  createMember,
  type PaidOrder,
  paidOrderOfCustomer,
  productsInStock,
  STAFF_PASSWORD,
} from "./support/back-office";
import { shopAndBrowser } from "./support/shop-and-browser";

/** The page's document as the code run inside it sees it (the browser tests build without DOM types). */
declare const document: { activeElement: { id: string; textContent: string | null } | null };

const opened = shopAndBrowser();
const OWNER = "eigenaar@etalage.test";
/** Where the screens' pictures go, to be looked at. */
const SHOTS = "/tmp/shots-admin-a";
let order: PaidOrder;

beforeAll(async () => {
  createMember(opened.shop.dataDir, OWNER, "owner");
  mkdirSync(SHOTS, { recursive: true });
  const [product] = await productsInStock(opened.shop.baseUrl, 1);
  // Two orders, so the list has rows to move between; the newest is the one looked at.
  await paidOrderOfCustomer(opened.shop.baseUrl, "en", [{ sku: product!.sku, qty: 1 }]);
  order = await paidOrderOfCustomer(opened.shop.baseUrl, "nl", [{ sku: product!.sku, qty: 2 }]);
});

const TITLES = {
  nl: { refund: "Terugbetalen", refundSubmit: "Terugbetalen…", openMenu: "Menu openen" },
  en: { refund: "Refund", refundSubmit: "Refund…", openMenu: "Open menu" },
} as const;

/** axe finds nothing on the whole page; a picture of it is kept under SHOTS. */
async function expectAccessible(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  expect(await axeViolationsIn(page, "body"), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.each(["nl", "en"] as const)("the back office's screens in %s", (code) => {
  const t = TITLES[code];

  it.each([390, 1280])(
    "has no axe violations at %i px: log in, dashboard, orders, an order with its actions, my profile, a page not found",
    async (width) => {
      const name = (screen: string) => `${screen}-${code}-${width}`;
      const context = await opened.browser.newContext({ viewport: { width, height: 900 } });
      const login = await context.newPage();
      await login.goto(`${opened.shop.baseUrl}/admin/login`);
      if (code === "en") await login.getByRole("button", { name: "English" }).click();
      await login.locator("#email").waitFor();
      await expectAccessible(login, name("login"));
      await login.locator('button[type="submit"]').click();
      await login.locator(".field-error").first().waitFor();
      await expectAccessible(login, name("login-errors"));
      await context.close();

      const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, code, width);
      await page.locator("#dashboard-title").waitFor();
      await page.locator(".chart canvas").waitFor();
      await expectAccessible(page, name("dashboard"));
      if (width < 1000) {
        await page.getByRole("button", { name: t.openMenu }).click();
        await expectAccessible(page, name("menu"));
      }

      await page.goto(`${opened.shop.baseUrl}/admin/orders?payment=paid`);
      await page.locator("a[data-row-link]").first().waitFor();
      await expectAccessible(page, name("orders"));

      await page.goto(`${opened.shop.baseUrl}/admin/orders/${order.orderNumber}`);
      await page.locator("#order-title").waitFor();
      await expectAccessible(page, name("order"));
      await page.getByRole("button", { name: code === "nl" ? "Verzenden" : "Ship" }).click();
      await page.locator('#panel-ship button[type="submit"]').click();
      await page.locator("#ship-tracking-error").waitFor();
      await expectAccessible(page, name("order-ship"));
      await page.getByRole("button", { name: t.refund, exact: true }).click();
      await page.locator(".refund-line input").first().fill("1");
      await page.locator("#refund-reason").fill("Past niet");
      await page.getByRole("button", { name: t.refundSubmit }).click();
      await page.locator("dialog.confirm-dialog").waitFor();
      await expectAccessible(page, name("order-refund-confirm"));
      await page.keyboard.press("Escape");
      await page.locator("dialog.confirm-dialog").waitFor({ state: "hidden" });

      await page.goto(`${opened.shop.baseUrl}/admin/profile`);
      await page.locator("#profile-title").waitFor();
      await expectAccessible(page, name("profile"));

      await page.goto(`${opened.shop.baseUrl}/admin/no-such-screen`);
      await page.locator(".screen-title").waitFor();
      await expectAccessible(page, name("not-found"));
      await page.context().close();
    },
  );
});

describe("the back office's frame", () => {
  it("keeps the staff member's language: English chosen once stays after logging in again", async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "nl");
    expect(await page.locator("html").getAttribute("lang")).toBe("nl");
    await page.locator(".language select").selectOption("en");
    await expect.poll(() => page.locator("#dashboard-title").textContent()).toBe("Dashboard");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.locator("#email").waitFor();
    expect(await page.locator("h1").textContent()).toBe("Log in");
    await page.locator("#email").fill(OWNER);
    await page.locator("#password").fill(STAFF_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator("#dashboard-title").textContent()).toBe("Dashboard");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.context().close();
  });

  it("sends someone without a session to log in, and back to the screen she asked for after it", async () => {
    const context = await opened.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${opened.shop.baseUrl}/admin/orders/${order.orderNumber}`);
    await page.locator("#email").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await page.locator("#email").fill(OWNER);
    await page.locator("#password").fill(STAFF_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator("#order-title").textContent())
      .toBe(`Bestelling ${order.orderNumber}`);
    await context.close();
  });

  it("moves through the order list with the keyboard: / searches, the arrows move between orders, Enter opens one", async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "nl");
    await page.goto(`${opened.shop.baseUrl}/admin/orders`);
    await page.locator("a[data-row-link]").first().waitFor();
    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("order-search");
    await page.locator("a[data-row-link]").first().focus();
    const numbers = await page.locator("a[data-row-link]").allTextContents();
    expect(numbers.length).toBe(2);
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(numbers[1]);
    await page.keyboard.press("k");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(numbers[0]);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.locator("#order-title").textContent())
      .toBe(`Bestelling ${numbers[0]}`);
    await page.context().close();
  });

  it("reaches no shopper's page: a product page loads nothing from /admin", async () => {
    const context = await opened.browser.newContext();
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(`${opened.shop.baseUrl}/p/JRK-1001/midi-jurk-met-stippen`);
    await page.waitForLoadState("networkidle");
    expect(loaded.some((path) => path.endsWith(".js"))).toBe(true);
    expect(loaded.filter((path) => path.startsWith("/admin"))).toEqual([]);
    await context.close();
  });
});
