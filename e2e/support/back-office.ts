import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { beforeAll } from "vitest";
import { DUTCH_ADDRESS, flatRateOrder } from "./order-request";
import type { ShopAndBrowser } from "./shop-and-browser";
import { root } from "./shop-process";

/** The password of every member the journeys create. */
export const STAFF_PASSWORD = "Winkel2026!";

/** `npm run staff -- create` as the built shop ships it, on a running shop's DATA_DIR. */
export function createMember(dataDir: string, email: string, role: "owner" | "staff") {
  const run = spawnSync(
    "node",
    [
      join(root, "apps/api/dist/staff.js"),
      "create",
      "--email",
      email,
      "--name",
      role === "owner" ? "Eva" : "Sam",
      "--role",
      role,
      "--password-stdin",
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${STAFF_PASSWORD}\n`,
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  if (run.status !== 0) throw new Error(`staff create failed:\n${run.stdout}${run.stderr}`);
}

/** The page's window as the code run inside it sees it (the browser tests build without DOM types). */
declare const window: { localStorage: { setItem(key: string, value: string): void } };

/** The owner and the staff member of a file's journeys, added to its shop before them. */
export function ownerAndStaffForTests(opened: ShopAndBrowser) {
  const members = { owner: "eigenaar@etalage.test", staff: "medewerker@etalage.test" };
  beforeAll(() => {
    createMember(opened.shop.dataDir, members.owner, "owner");
    createMember(opened.shop.dataDir, members.staff, "staff");
  });
  return members;
}

/** The back office in a new browser of this width and language, logged in as `email`. */
export async function backOfficeAs(
  browser: Browser,
  baseUrl: string,
  email: string,
  language: "nl" | "en",
  width = 1280,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((code: string) => {
    window.localStorage.setItem("etalage-admin-language", code);
  }, language);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}/admin/login`);
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(STAFF_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.locator("nav#main-menu").waitFor({ state: "attached" });
  return page;
}

// biome-ignore lint/suspicious/noExplicitAny: each call reads its own reply's shape
type Envelope = { result: any };

/**
 * A GET, tried once more when the connection it reused was closed by the shop meanwhile (an
 * idle keep-alive socket, after the seconds a journey's set-up spent elsewhere).
 */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "UND_ERR_SOCKET") throw error;
    return fetch(url);
  }
}

async function call(baseUrl: string, path: string, body?: unknown) {
  if (body === undefined) {
    const res = await get(`${baseUrl}${path}`);
    return { status: res.status, body: (await res.json()) as Envelope };
  }
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** Simple products with at least `pieces` in stock, as the catalogue search gives them. */
export async function productsInStock(baseUrl: string, count: number, pieces = 3) {
  const request = encodeURIComponent(
    JSON.stringify({
      size: 80,
      query: { bool: { filter: [{ term: { type_id: "simple" } }, { term: { visibility: 4 } }] } },
    }),
  );
  const res = await get(`${baseUrl}/api/catalog/catalog_nl/product/_search?request=${request}`);
  const body = (await res.json()) as {
    hits: {
      hits: {
        _source: { sku: string; url_path?: string; stock: { qty: number; is_in_stock: boolean } };
      }[];
    };
  };
  const found = body.hits.hits
    .map((hit) => hit._source)
    .filter((p) => p.stock?.is_in_stock && Number(p.stock.qty) >= pieces)
    .slice(0, count);
  if (found.length < count) throw new Error(`Fewer than ${count} simple products in stock`);
  return found;
}

/** The stock of a sku now, as the product page asks for it. */
export async function stockOf(baseUrl: string, sku: string): Promise<number> {
  const reply = await call(baseUrl, `/api/stock/check?sku=${encodeURIComponent(sku)}`);
  return Number(reply.body.result.qty);
}

export interface PaidOrder {
  email: string;
  password: string;
  orderNumber: string;
}

/**
 * A registered customer's iDEAL order of these lines, paid at the sandbox gateway, as her
 * browser would place and pay it; resolved once the shop has it as paid.
 */
export async function paidOrderOfCustomer(
  baseUrl: string,
  code: "nl" | "en",
  lines: { sku: string; qty: number }[],
): Promise<PaidOrder> {
  const email = `klant.${code}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "Zomer2026!";
  const created = await call(baseUrl, `/api/user/create?storeCode=${code}`, {
    customer: { email, firstname: "Anna", lastname: "de Vries" },
    password,
  });
  if (created.status !== 200) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const login = await call(baseUrl, "/api/user/login", { username: email, password });
  const token = login.body.result as string;
  const address = { ...DUTCH_ADDRESS, email };
  const orderId = `bo-${code}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const placed = await call(baseUrl, `/api/order?token=${encodeURIComponent(token)}`, {
    ...flatRateOrder(orderId, lines, address, "mollie_methods_ideal"),
    user_id: String(created.body.result.id),
    store_code: code,
  });
  if (placed.status !== 200) throw new Error(`order: ${JSON.stringify(placed.body)}`);
  const { magentoOrderId, orderNumber, orderToken } = placed.body.result;
  const payment = await call(baseUrl, "/api/ext/mollie/post-payment", {
    currency: "EUR",
    order_id: magentoOrderId,
    description: `Order ${orderNumber}`,
    redirectUrl: `${baseUrl}/order-status/`,
    method: "ideal",
    issuer: "ideal_INGBNL2A",
    orderToken,
  });
  if (payment.status !== 200) throw new Error(`payment: ${JSON.stringify(payment.body)}`);
  const paid = await fetch(payment.body.result.payment_gateway_url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome: "paid" }).toString(),
    redirect: "manual",
  });
  await paid.body?.cancel();
  // The webhook marks the order paid a moment later (a loop: this runs in beforeAll too).
  for (let tries = 0; tries < 100; tries += 1) {
    const history = await call(
      baseUrl,
      `/api/user/order-history?token=${encodeURIComponent(token)}`,
    );
    if (history.body.result.items[0]?.status === "processing")
      return { email, password, orderNumber };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Order ${orderNumber} was not paid within 10 s`);
}

/**
 * A new customer's paid order of one product in stock (the product is answered too), and the
 * back office open as `member` in the store view's language.
 */
export async function paidOrderInBackOffice(
  opened: ShopAndBrowser,
  code: "nl" | "en",
  member: string,
) {
  const [product] = await productsInStock(opened.shop.baseUrl, 1);
  if (!product) throw new Error("No product in stock");
  const order = await paidOrderOfCustomer(opened.shop.baseUrl, code, [
    { sku: product.sku, qty: 1 },
  ]);
  const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, member, code);
  return { product, order, page };
}

/** Opens the orders from the menu (its link's name in the page's language) and searches them. */
export async function searchOrders(page: Page, ordersLink: string, text: string) {
  await page.getByRole("link", { name: ordersLink, exact: true }).click();
  await page.locator("#order-search").fill(text);
  await page.locator("#order-search").press("Enter");
}
