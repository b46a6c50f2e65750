import { existsSync } from "node:fs";
import { join } from "node:path";
import { downloadKey } from "@etalage/commerce";
import type { OrderDownload, ProductDocument } from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderBody, placeOrder, plainProducts, productBySku } from "./cart-test-shop";
import {
  chooseOutcome,
  orderRow,
  type PaymentApi,
  type PlacedProviderOrder,
  paymentApi,
  placeProviderOrder,
} from "./payments-test-shop";
import { startTestShop, type TestShop } from "./test-shop";
import { type LoggedIn, registeredCustomer, type UserApi, userApi } from "./user-test-shop";

const PATTERN_SKU = "PATROON-1001";
const NOT_FOUND = { code: 404, result: "No such download" };
const NOT_YOURS = { code: 403, result: "This download is not yours" };
const NOT_PAID = {
  code: 403,
  result: "This order has not been paid yet: its downloads open once the payment is in",
};

let shop: TestShop;
let payments: PaymentApi;
let users: UserApi;
let pattern: ProductDocument;
let dress: ProductDocument;
let anna: LoggedIn;
let bert: LoggedIn;
beforeAll(async () => {
  shop = await startTestShop();
  payments = paymentApi(shop);
  users = userApi(shop);
  pattern = productBySku(shop, PATTERN_SKU);
  [dress] = (await plainProducts(shop, 1)) as [ProductDocument];
  anna = await registeredCustomer(users);
  bert = await registeredCustomer(users);
});
afterAll(() => shop?.close());

async function pay(order: PlacedProviderOrder, outcome: string, query = "") {
  const created = await payments.postPayment(order, {}, query);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const chosen = await chooseOutcome(created.body.result.payment_gateway_url, outcome);
  expect(chosen.status).toBe(303);
}

const historyOf = async (me: LoggedIn) => {
  const res = await users.orderHistory(me.token);
  expect(res.status).toBe(200);
  return res.body.result.items as {
    entity_id: number;
    payment: { status: string; status_group: string };
    extension_attributes: { downloads: OrderDownload[] };
  }[];
};

const download = (url: string, query: Record<string, string> = {}) =>
  fetch(`${shop.baseUrl}${url}?${new URLSearchParams(query)}`);

const envelope = async (res: Response) => ({ status: res.status, body: await res.json() });

describe("a paid downloadable product in the buyer's order history", () => {
  it("shows each order's payment status and offers the files once the order is paid", async () => {
    const order = await placeProviderOrder(shop, pattern, { token: anna.token });
    const before = (await historyOf(anna)).find((o) => o.entity_id === order.orderId);
    expect(before?.payment).toMatchObject({ status: "open", status_group: "pending" });
    expect(before?.extension_attributes.downloads).toEqual([]);

    await pay(order, "paid");
    const after = (await historyOf(anna)).find((o) => o.entity_id === order.orderId);
    expect(after?.payment).toMatchObject({
      method: "ideal",
      status: "paid",
      status_group: "success",
    });
    const downloads = after?.extension_attributes.downloads ?? [];
    expect(downloads.map(({ title, file_name }) => ({ title, file_name }))).toEqual([
      { title: "Patroon in maten 34–46 (PDF)", file_name: "naaipatroon-midi-jurk.pdf" },
      { title: "Naai-instructies (PDF)", file_name: "naai-instructies-midi-jurk.pdf" },
    ]);
    for (const { url } of downloads)
      expect(url).toMatch(/^\/api\/ext\/downloads\/\d+-\d+-[A-Za-z0-9_-]{32}$/);

    const res = await download(downloads[0]!.url, { token: anna.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="naaipatroon-midi-jurk.pdf"',
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Made on the first request and kept under DATA_DIR/downloads.
    expect(
      existsSync(join(shop.shop.dataDir, "downloads/patterns/naaipatroon-midi-jurk.pdf")),
    ).toBe(true);
    const again = await download(downloads[0]!.url, { token: anna.token });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("shows a failed payment in the failed group and a cash-on-delivery order as pending", async () => {
    const failed = await placeProviderOrder(shop, pattern, { token: anna.token });
    await pay(failed, "failed");
    const cash = await placeOrder(
      shop,
      orderBody([{ sku: dress.sku, qty: 1 }]),
      `token=${encodeURIComponent(anna.token)}`,
    );
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    const history = await historyOf(anna);
    const failedRow = history.find((o) => o.entity_id === failed.orderId);
    expect(failedRow?.payment).toMatchObject({ status: "failed", status_group: "failed" });
    expect(failedRow?.extension_attributes.downloads).toEqual([]);
    const cashRow = history.find((o) => o.entity_id === cash.body.result.magentoOrderId);
    expect(cashRow?.payment).toMatchObject({
      method: "cashondelivery",
      status: "open",
      status_group: "pending",
    });
    expect(cashRow?.extension_attributes.downloads).toEqual([]);
  });
});

describe("who may download", () => {
  it("refuses another customer's token, no token and a token that is not valid", async () => {
    const order = await placeProviderOrder(shop, pattern, { token: anna.token });
    await pay(order, "paid");
    const [file] = (await historyOf(anna)).find((o) => o.entity_id === order.orderId)!
      .extension_attributes.downloads;
    expect(await envelope(await download(file!.url, { token: bert.token }))).toEqual({
      status: 403,
      body: NOT_YOURS,
    });
    expect(await envelope(await download(file!.url))).toEqual({ status: 403, body: NOT_YOURS });
    // The order token does not stand in for the customer who placed the order.
    expect(await envelope(await download(file!.url, { orderToken: order.orderToken }))).toEqual({
      status: 403,
      body: NOT_YOURS,
    });
    const bad = await download(file!.url, { token: "not-a-token" });
    expect(await envelope(bad)).toEqual({
      status: 401,
      body: { code: 401, result: "not authorized" },
    });
    expect((await download(file!.url, { token: anna.token })).status).toBe(200);
  });

  it("answers a guessed or altered key as not found, whoever asks", async () => {
    const order = await placeProviderOrder(shop, pattern, { token: anna.token });
    await pay(order, "paid");
    const [file] = (await historyOf(anna)).find((o) => o.entity_id === order.orderId)!
      .extension_attributes.downloads;
    const key = file!.url.split("/").pop()!;
    const [orderId, linkId, mac] = key.split("-") as [string, string, string];
    const other = await placeProviderOrder(shop, pattern, { token: bert.token });
    const guesses = [
      `${orderId}-${linkId}-${"A".repeat(32)}`,
      `${orderId}-${Number(linkId) + 1}-${mac}`,
      `${other.orderId}-${linkId}-${mac}`,
      `${Number(orderId) + 1000}-${linkId}-${mac}`,
      `${orderId}-${linkId}`,
      "1",
      "..%2F..%2Fetalage.sqlite",
      `${orderId}-${linkId}-${mac}x`,
    ];
    for (const guess of guesses) {
      const res = await envelope(
        await download(`/api/ext/downloads/${guess}`, { token: anna.token }),
      );
      expect(res, guess).toEqual({ status: 404, body: NOT_FOUND });
    }
  });

  it("refuses the files of an unpaid or cancelled order to its own buyer", async () => {
    const unpaid = await placeProviderOrder(shop, pattern, { token: anna.token });
    const cancelled = await placeProviderOrder(shop, pattern, { token: anna.token });
    await pay(cancelled, "canceled");
    expect((await orderRow(shop, cancelled.orderId)).status).toBe("canceled");
    for (const order of [unpaid, cancelled]) {
      const row = await orderRow(shop, order.orderId);
      const links = await shop.shop.database.db
        .selectFrom("download_links")
        .select("id")
        .where("product_id", "=", Number(pattern.id))
        .execute();
      const url = `/api/ext/downloads/${downloadKey(row, links[0]!.id)}`;
      expect(await envelope(await download(url, { token: anna.token }))).toEqual({
        status: 403,
        body: NOT_PAID,
      });
    }
  });

  it("lets a guest download from the order-status reply with the order token only", async () => {
    const order = await placeProviderOrder(shop, pattern, { storeCode: "en" });
    expect((await payments.status(order.orderToken)).body.result.downloads).toEqual([]);
    await pay(order, "paid");
    const status = await payments.status(order.orderToken);
    expect(status.body.result.payment).toEqual({ status: "paid" });
    const downloads = status.body.result.downloads as OrderDownload[];
    expect(downloads.map((d) => d.title)).toEqual([
      "Pattern in sizes 34–46 (PDF)",
      "Sewing instructions (PDF)",
    ]);
    const url = downloads[1]!.url;
    const ok = await download(url, { orderToken: order.orderToken });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toBe(
      'attachment; filename="naai-instructies-midi-jurk.pdf"',
    );
    const another = await placeProviderOrder(shop, pattern);
    expect(await envelope(await download(url, { orderToken: another.orderToken }))).toEqual({
      status: 403,
      body: NOT_YOURS,
    });
    expect(await envelope(await download(url, { token: anna.token }))).toEqual({
      status: 403,
      body: NOT_YOURS,
    });
    expect(await envelope(await download(url))).toEqual({ status: 403, body: NOT_YOURS });
  });
});
