import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolationsIn } from "./support/axe";
import { STORES } from "./support/checkout-shopper";
import { DUTCH_ADDRESS, flatRateOrder } from "./support/order-request";
import { shopAndBrowser } from "./support/shop-and-browser";
import { root } from "./support/shop-process";

/** The page's window as the code run inside it sees it (the browser tests build without DOM types). */
declare const window: { localStorage: { setItem(key: string, value: string): void } };

const opened = shopAndBrowser();
const OWNER = { email: "eigenaar@etalage.test", password: "Winkel2026!" };
const SHOTS = "/tmp/shots-admin-b";

/** `npm run staff -- create` as the built shop ships it, on the running shop's DATA_DIR. */
function createOwner(dataDir: string) {
  const run = spawnSync(
    "node",
    [
      join(root, "apps/api/dist/staff.js"),
      "create",
      "--email",
      OWNER.email,
      "--name",
      "Erin",
      "--role",
      "owner",
      "--password-stdin",
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${OWNER.password}\n`,
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  if (run.status !== 0) throw new Error(`staff create failed:\n${run.stdout}${run.stderr}`);
}

beforeAll(() => {
  createOwner(opened.shop.dataDir);
  mkdirSync(SHOTS, { recursive: true });
});

const TEXTS = {
  nl: {
    reviews: "Recensies",
    returns: "Retouren",
    approve: (title: string) => `Recensie „${title}” goedkeuren`,
    approved: "goedgekeurd",
    auditApproved: ["Recensie goedgekeurd", "Status: Wachtend → Goedgekeurd"],
    receive: "Ontvangst boeken",
    restocked: "1 stuk ontvangen, 1 terug op voorraad",
    refund: "Terugbetalen",
    refundedStatus: "Terugbetaald",
    refunded: "terugbetaald",
    ownerRefund: "De winkel betaalt 1 stuk terug",
  },
  en: {
    reviews: "Reviews",
    returns: "Returns",
    approve: (title: string) => `Approve review “${title}”`,
    approved: "approved",
    auditApproved: ["Review approved", "Status: Waiting → Approved"],
    receive: "Book the receipt",
    restocked: "1 piece received, 1 back in stock",
    refund: "Refund",
    refundedStatus: "Refunded",
    refunded: "refunded",
    ownerRefund: "The shop pays 1 piece back",
  },
} as const;

type Code = keyof typeof TEXTS;

/** The shop's reply to a call of the journey: a JSON envelope read as the journey needs it. */
// biome-ignore lint/suspicious/noExplicitAny: each call reads its own reply's shape
type Envelope = { result: any };

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${opened.shop.baseUrl}${path}`, init);
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** A product as the catalogue search gives it: what the journey reads of it. */
interface CatalogueProduct {
  id: number;
  sku: string;
  stock: { qty: number; is_in_stock: boolean };
}

async function catalogueSearch(query: object): Promise<CatalogueProduct[]> {
  const request = encodeURIComponent(JSON.stringify(query));
  const res = await fetch(
    `${opened.shop.baseUrl}/api/catalog/catalog_nl/product/_search?request=${request}`,
  );
  const body = (await res.json()) as { hits: { hits: { _source: CatalogueProduct }[] } };
  return body.hits.hits.map((hit) => hit._source);
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** A product of the catalogue by its sku, as the catalogue search gives it. */
async function productBySku(sku: string): Promise<CatalogueProduct> {
  const [found] = await catalogueSearch({ query: { term: { sku } } });
  if (!found) throw new Error(`No product ${sku}`);
  return found;
}

/** A simple product with a few pieces in stock, to buy and send back. */
async function simpleProductInStock(): Promise<{ sku: string; qty: number }> {
  const hits = await catalogueSearch({
    size: 50,
    query: { bool: { filter: [{ term: { type_id: "simple" } }, { term: { visibility: 4 } }] } },
  });
  const found = hits.find((p) => p.stock?.is_in_stock && Number(p.stock.qty) >= 3);
  if (!found) throw new Error("No simple product in stock");
  return { sku: found.sku, qty: Number(found.stock.qty) };
}

/** The owner's session, logged in once through the API: the login allows 10 tries an IP. */
let session: { cookie: string; csrfToken: string } | undefined;

async function ownerSession() {
  if (session) return session;
  const res = await fetch(`${opened.shop.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { result } = (await res.json()) as { result: { csrfToken: string } };
  session = { cookie, csrfToken: result.csrfToken };
  return session;
}

/** The headers of the owner's calls the journey makes around the screens (shipping an order). */
async function ownerApi() {
  const { cookie, csrfToken } = await ownerSession();
  return { cookie, "x-csrf-token": csrfToken };
}

/**
 * The back office in a browser of this width, in this language, as the owner: logged in on the
 * login screen, or with the session of the API's login.
 */
async function ownerIn(code: Code, width: number, throughLoginScreen = false): Promise<Page> {
  const context = await opened.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((language: string) => {
    window.localStorage.setItem("etalage-admin-language", language);
  }, code);
  const page = await context.newPage();
  if (throughLoginScreen) {
    await page.goto(`${opened.shop.baseUrl}/admin/login`);
    await page.locator("#email").fill(OWNER.email);
    await page.locator("#password").fill(OWNER.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((address) => !address.pathname.endsWith("/login"));
  } else {
    const { cookie } = await ownerSession();
    const at = cookie.indexOf("=");
    await context.addCookies([
      { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: opened.shop.baseUrl },
    ]);
    await page.goto(`${opened.shop.baseUrl}/admin/`);
  }
  await page.locator("#main-menu").waitFor({ state: "attached" });
  return page;
}

/** A registered customer with a shipped cash-on-delivery order of 2 pieces of `sku`. */
async function customerWithShippedOrder(code: Code, sku: string) {
  const email = `klant-${code}-${Date.now()}@example.com`;
  const password = "Zomer2026!";
  const created = await postJson(`/api/user/create?storeCode=${code}`, {
    customer: { email, firstname: "Anna", lastname: "de Vries" },
    password,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const login = await postJson("/api/user/login", { username: email, password });
  const token = login.body.result as string;
  const address = { ...DUTCH_ADDRESS, email };
  const placed = await postJson(`/api/order?token=${encodeURIComponent(token)}`, {
    ...flatRateOrder(`retour-${code}-${Date.now()}`, [{ sku, qty: 2 }], address),
    user_id: String(created.body.result.id),
    store_code: code,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const history = await call(`/api/user/order-history?token=${encodeURIComponent(token)}`);
  const orderNumber = history.body.result.items[0].increment_id as string;
  const shipped = await postJson(
    `/api/admin/orders/${orderNumber}/ship`,
    { carrier: "postnl", tracking_number: `3S${code.toUpperCase()}RETOUR` },
    await ownerApi(),
  );
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  return { token, orderNumber };
}

/** The shop's stock of a sku now, as the storefront's stock check reads it. */
async function stockOf(sku: string): Promise<number> {
  return Number((await call(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result.qty);
}

describe.each(["nl", "en"] as const)("the back office in %s", (code) => {
  const t = TEXTS[code];
  const store = STORES[code];

  it("approves a waiting review on the Reviews screen, the audit log names the change in words, and the product page shows it", async () => {
    const dress = await productBySku("JRK-1001");
    const title = `Zit als gegoten ${code} ${Date.now()}`;
    const written = await postJson(`/api/review/create?storeCode=${code}`, {
      review: {
        product_id: dress.id,
        title,
        detail: "Mooie stof, valt goed.",
        nickname: `Lotte ${code}`,
        review_entity: "product",
        rating: 5,
      },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);

    const page = await ownerIn(code, 1280, true);
    await page.getByRole("link", { name: t.reviews, exact: true }).click();
    const approve = page.getByRole("button", { name: t.approve(title) });
    await approve.click();
    await expect.poll(() => page.locator('[role="status"]').textContent()).toContain(t.approved);
    expect(await approve.count()).toBe(0);

    // The audit log tells it in words: the action, and the status by its name, not its code.
    await page.goto(`${opened.shop.baseUrl}/admin/audit`);
    const newest = page.locator("tbody tr").first();
    await newest.waitFor();
    for (const words of t.auditApproved) expect(await newest.textContent()).toContain(words);

    const shopper = await opened.browser.newPage();
    await expect
      .poll(
        async () => {
          await shopper.goto(`${opened.shop.baseUrl}${store.prefix}${store.dress}`);
          await shopper.locator(".reviews").waitFor();
          return shopper.locator(".review__title", { hasText: title }).count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    await shopper.close();
    await page.context().close();
  }, 120_000);

  it("receives a return the customer asked for in her account, puts it back in stock and refunds it", async () => {
    const product = await simpleProductInStock();
    const { token, orderNumber } = await customerWithShippedOrder(code, product.sku);
    const stockAfterOrder = await stockOf(product.sku);

    // The customer asks for the return in her account.
    const shopper = await opened.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await shopper.addInitScript((value: string) => {
      window.localStorage.setItem("current-token", value);
    }, token);
    const account = await shopper.newPage();
    await account.goto(`${opened.shop.baseUrl}${store.prefix}/my-account`);
    const order = account.locator('[data-testid="order"]', { hasText: orderNumber });
    await order.waitFor({ timeout: 20_000 });
    await order.locator("button").first().click();
    await account.locator('[data-testid="start-return"]').click();
    const line = account.locator('[data-testid="return-line"]').first();
    await line.locator(`[name="qty-${product.sku}"]`).selectOption("1");
    await line.locator(`[name="reason-${product.sku}"]`).selectOption("too_small");
    await account.locator('[data-testid="return-form"] button[type="submit"]').click();
    const done = account.locator('[data-testid="return-done"]');
    await done.waitFor();
    const returnNumber = /R-\d+/.exec((await done.textContent()) ?? "")?.[0];
    expect(returnNumber).toBeDefined();
    await shopper.close();

    // The owner books what arrived, back in stock, then pays it back.
    const page = await ownerIn(code, 1280);
    await page.getByRole("link", { name: t.returns, exact: true }).click();
    await page.getByRole("link", { name: returnNumber!, exact: true }).click();
    await page.locator("#receive-0-qty").waitFor();
    await page.screenshot({ path: `${SHOTS}/${code}-return-requested-1280.png`, fullPage: true });
    await page.getByRole("button", { name: t.receive }).first().click();
    const dialog = page.locator("dialog[open]");
    expect(await dialog.textContent()).toContain(t.restocked);
    await dialog.getByRole("button", { name: t.receive }).click();
    await page.locator("dialog[open]").waitFor({ state: "detached" });
    await page.screenshot({ path: `${SHOTS}/${code}-return-received-1280.png`, fullPage: true });
    await expect.poll(() => stockOf(product.sku), { timeout: 5_000 }).toBe(stockAfterOrder + 1);

    await page.getByRole("button", { name: t.refund }).first().click();
    expect(await page.locator("dialog[open]").textContent()).toContain(t.ownerRefund);
    await page.locator("dialog[open]").getByRole("button", { name: t.refund }).click();
    await expect.poll(() => page.locator('[role="status"]').textContent()).toContain(t.refunded);
    expect(await page.locator(".facts").first().textContent()).toContain(t.refundedStatus);
    const returns = await call(`/api/user/returns?token=${encodeURIComponent(token)}`);
    expect(returns.body.result).toEqual([
      expect.objectContaining({ number: returnNumber, status: "refunded" }),
    ]);
    await page.context().close();
  }, 180_000);

  it("shows the returns, reviews, customers, staff, audit log and exports screens without axe violations at 390 and 1280 px", async () => {
    const admin = await ownerApi();
    const customers = (await call("/api/admin/customers?pageSize=1", { headers: admin })).body
      .result.items;
    const returns = (await call("/api/admin/returns", { headers: admin })).body.result.items;
    const screens = [
      "/admin/returns",
      ...(returns[0] ? [`/admin/returns/${returns[0].number}`] : []),
      "/admin/reviews",
      "/admin/customers",
      ...(customers[0] ? [`/admin/customers/${customers[0].id}`] : []),
      "/admin/staff",
      "/admin/audit",
      "/admin/exports",
    ];
    for (const width of [390, 1280]) {
      const page = await ownerIn(code, width);
      for (const screen of screens) {
        await page.goto(`${opened.shop.baseUrl}${screen}`);
        await page.locator("#main-menu").waitFor({ state: "attached" });
        await page.locator("h1.screen-title").waitFor();
        await page.waitForLoadState("networkidle");
        expect(new URL(page.url()).pathname).toBe(screen);
        expect(await axeViolationsIn(page, "body"), `${screen} at ${width}`).toEqual([]);
        const name = screen.replace(/^\/admin\//, "").replace(/\//g, "-");
        await page.screenshot({ path: `${SHOTS}/${code}-${name}-${width}.png`, fullPage: true });
      }
      await page.context().close();
    }
  }, 240_000);
});
