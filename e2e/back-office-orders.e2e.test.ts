import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pdfText } from "../apps/api/test/pdf-text";
import {
  backOfficeAs,
  ownerAndStaffForTests,
  paidOrderInBackOffice,
  paidOrderOfCustomer,
  productsInStock,
  searchOrders,
  stockOf,
} from "./support/back-office";
import { STORES } from "./support/checkout-shopper";
import { outboxMails } from "./support/outbox";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const { owner: OWNER, staff: STAFF } = ownerAndStaffForTests(opened);

const TEXTS = {
  nl: {
    orders: "Bestellingen",
    ship: "Verzenden",
    shipped: "Verzonden met PostNL (3SETA",
    refund: "Terugbetalen",
    refundSubmit: "Terugbetalen…",
    upTo: "Ten hoogste",
    refunded: "terugbetaald, creditnota CN-",
    historyStatus: "Status: Verzonden",
    sandboxRefund: /terugbetaald \(re_[0-9A-Za-z]+\)/,
    sandboxRefunds: "Terugbetalingen",
    sandboxAmount: (worth: string) => `${worth} €`,
    ownerOnly: "Alleen de eigenaar van de winkel mag dit doen",
  },
  en: {
    orders: "Orders",
    ship: "Ship",
    shipped: "Shipped with PostNL (3SETA",
    refund: "Refund",
    refundSubmit: "Refund…",
    upTo: "At most",
    refunded: "refunded, credit note CN-",
    historyStatus: "Status: Shipped",
    sandboxRefund: /refunded \(re_[0-9A-Za-z]+\)/,
    sandboxRefunds: "Refunds",
    sandboxAmount: (worth: string) => `€${worth.replace(",", ".")}`,
    ownerOnly: "Only the shop's owner may do this",
  },
} as const;

/** The page's window as the code run inside it sees it (the browser tests build without DOM types). */
declare const window: { localStorage: { getItem(key: string): string | null } };

/** The customer logs in to the storefront in her store view and opens her order history. */
async function orderHistoryOf(code: "nl" | "en", email: string, password: string) {
  const context = await opened.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const prefix = STORES[code].prefix;
  await page.goto(`${opened.shop.baseUrl}${prefix}/`);
  await expect
    .poll(() => page.evaluate(() => "__reactRouterDataRouter" in globalThis), { timeout: 15_000 })
    .toBe(true);
  await page.locator('[data-testid="account-button"]').click();
  await page.locator('[data-testid="login-form"] [name="email"]').fill(email);
  await page.locator('[data-testid="login-form"] [name="password"]').fill(password);
  await page.locator('[data-testid="login-form"] button[type="submit"]').click();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("current-token")))
    .not.toBeNull();
  await page.goto(`${opened.shop.baseUrl}${prefix}/my-account#orders`);
  await page.locator('[data-testid="order"]').first().waitFor();
  return page;
}

/** A call the member makes from her logged-in back office tab, with her session's CSRF token. */
async function callFromBackOffice(page: Page, path: string, body: unknown, language: string) {
  return page.evaluate(
    async ({ path, body, language }) => {
      const me = (await (await fetch("/api/admin/me")).json()) as {
        result: { csrfToken: string };
      };
      const res = await fetch(path, {
        method: "POST",
        // In the language the member reads the back office in, as its own calls are.
        headers: {
          "content-type": "application/json",
          "x-csrf-token": me.result.csrfToken,
          "accept-language": language,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, body, language },
  );
}

describe.each(["nl", "en"] as const)("the back office's orders in %s", (code) => {
  const t = TEXTS[code];

  it("staff find a paid order by the customer's e-mail and ship it with a PostNL code: the customer's mail holds the tracking link and her order history says it shipped; staff see no refund and the API refuses theirs with 403", async () => {
    const { product, order, page } = await paidOrderInBackOffice(opened, code, STAFF);

    await searchOrders(page, t.orders, order.email);
    await expect
      .poll(() => page.locator("a[data-row-link]").allTextContents())
      .toEqual([order.orderNumber]);
    expect(page.url()).toContain(`q=${encodeURIComponent(order.email)}`);
    await page.locator("a[data-row-link]").click();
    await page.locator("#order-title").waitFor();

    expect(await page.getByRole("button", { name: t.refund, exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: t.ship, exact: true }).click();
    const code13 = `3SETA${code.toUpperCase()}${Date.now().toString().slice(-7)}`;
    await page.locator("#ship-tracking").fill(code13);
    await page.locator('#panel-ship button[type="submit"]').click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain(t.shipped);

    await expect
      .poll(() => outboxMails(opened.shop.dataDir, order.email, "order-shipped").join("\n"), {
        timeout: 10_000,
      })
      .toContain(`https://jouw.postnl.nl/track-and-trace/${code13}-NL-`);

    const history = await orderHistoryOf(code, order.email, order.password);
    const card = history.locator('[data-testid="order"]', { hasText: order.orderNumber });
    expect(await card.textContent()).toContain(t.historyStatus);
    await history.context().close();

    const refused = await callFromBackOffice(
      page,
      `/api/admin/orders/${order.orderNumber}/refund`,
      { lines: [{ sku: product.sku, qty: 1 }], restock: true, reason: "Probeer" },
      code,
    );
    expect(refused).toEqual({ status: 403, body: { code: 403, result: t.ownerOnly } });
    await page.context().close();
  });

  it("the owner refunds one line of another order after confirming it in numbers: the sandbox pays it back and shows the refund on its page, the credit note PDF has the amount, and the piece is back in stock within a second", async () => {
    const [first, second] = await productsInStock(opened.shop.baseUrl, 2);
    const order = await paidOrderOfCustomer(opened.shop.baseUrl, code, [
      { sku: first!.sku, qty: 1 },
      { sku: second!.sku, qty: 1 },
    ]);
    const stockBefore = await stockOf(opened.shop.baseUrl, first!.sku);
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, code);
    await page.goto(`${opened.shop.baseUrl}/admin/orders/${order.orderNumber}`);
    await page.locator("#order-title").waitFor();

    await page.getByRole("button", { name: t.refund, exact: true }).click();
    const firstLine = page.locator(".refund-line", { hasText: first!.sku });
    await firstLine.locator("input").fill("1");
    await page.locator("#refund-reason").fill("Past niet");
    await page.getByRole("button", { name: t.refundSubmit }).click();
    const dialog = page.locator("dialog.confirm-dialog");
    await dialog.waitFor();
    const asked = (await dialog.textContent()) ?? "";
    expect(asked).toContain(t.upTo);
    // The way she paid, by its name as the checkout shows it, not its code.
    expect(asked).toContain("(iDEAL).");
    const worth = /(\d+,\d{2}) €/.exec(asked)?.[1];
    expect(worth).toBeTruthy();
    await dialog.getByRole("button", { name: t.refund, exact: true }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain(t.refunded);
    const done = (await page.getByRole("status").first().textContent()) ?? "";
    expect(done).toContain(`${worth} €`);
    const noteNumber = /CN-\d{6,}/.exec(done)?.[0];

    await expect
      .poll(() => stockOf(opened.shop.baseUrl, first!.sku), { timeout: 1000, interval: 100 })
      .toBe(stockBefore + 1);

    // The sandbox's own refund (its re_… id) is on the order, paid back.
    const money = page.locator("#money-title").locator("..");
    await expect.poll(() => money.textContent()).toMatch(t.sandboxRefund);

    // The sandbox shows that refund on the order's payment, as Mollie's dashboard would.
    const refundId = /re_[0-9A-Za-z]+/.exec((await money.textContent()) ?? "")?.[0];
    const paymentId = await page.evaluate(async (path) => {
      const detail = (await (await fetch(path)).json()) as {
        result: { refunds: { payment_id: string | null }[] };
      };
      return detail.result.refunds[0]?.payment_id;
    }, `/api/admin/orders/${order.orderNumber}`);
    expect(paymentId).toMatch(/^tr_/);
    const sandbox = await page.context().newPage();
    await sandbox.goto(`${opened.shop.baseUrl}/sandbox/pay/${paymentId}?lang=${code}`);
    const refunds = sandbox.getByRole("region", { name: t.sandboxRefunds });
    const listed = refunds.locator("li", { hasText: refundId! });
    expect(await listed.locator(".refund-amount").textContent()).toBe(t.sandboxAmount(worth!));
    await sandbox.close();

    const link = page.locator(`a[href$="/credit-notes/${noteNumber}.pdf"]`);
    expect(await link.count()).toBe(1);
    const href = (await link.getAttribute("href")) ?? "";
    const pdf = await page.evaluate(async (url) => {
      const res = await fetch(url);
      const bytes = (await (
        res as unknown as { arrayBuffer(): Promise<ArrayBuffer> }
      ).arrayBuffer()) as ArrayBuffer;
      return Array.from(new Uint8Array(bytes));
    }, href);
    expect(pdfText(Buffer.from(pdf))).toContain(`${worth} €`);
    await page.context().close();
  });
});
