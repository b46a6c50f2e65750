import { describe, expect, it } from "vitest";
import { returnShopStock, setShopStockLevels } from "../src/routes/stock-alerts/restock";
import { shopForTests } from "./shop-for-tests";
import {
  type LoggedIn,
  outboxMails,
  registeredCustomer,
  userApi,
  waitForMails,
} from "./user-test-shop";

const ctx = shopForTests(userApi, { settings: { publicUrl: "https://shop.example" } });

interface SoldOutSize {
  id: number;
  sku: string;
  parentSku: string;
  nameNl: string;
  nameEn: string;
  urlKeyNl: string;
  urlKeyEn: string;
}

/** A size of a configurable product, sold out for the test (each test takes its own). */
async function soldOutSize(offset: number): Promise<SoldOutSize> {
  const db = ctx.shop.shop.database.db;
  const size = await db
    .selectFrom("products as p")
    .innerJoin("products as parent", "parent.id", "p.parent_id")
    .innerJoin("stock_items as s", "s.product_id", "p.id")
    .select([
      "p.id",
      "p.sku",
      "parent.sku as parentSku",
      "parent.name_nl as nameNl",
      "parent.name_en as nameEn",
      "parent.url_key_nl as urlKeyNl",
      "parent.url_key_en as urlKeyEn",
    ])
    .where("s.manage_stock", "=", 1)
    .where("p.status", "=", 1)
    .orderBy("p.id")
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  await setShopStockLevels(ctx.shop.shop, [{ productId: size.id, qty: 0 }]);
  return size;
}

const notifyMe = (token: string | null, body: unknown) =>
  ctx.api.post(
    `/api/ext/product-stock-alert/notify-me${token === null ? "" : `?token=${encodeURIComponent(token)}`}`,
    body,
  );

const alert = (customer: LoggedIn, productId: number, store_code = "nl") => ({
  customer_id: customer.id,
  product_id: productId,
  store_code,
});

async function inStockInIndex(sku: string): Promise<boolean> {
  const res = await ctx.shop.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`);
  return (await res.json()).result.is_in_stock;
}

describe("back-in-stock alerts", () => {
  it("needs a logged-in customer: without or with a bad token it is 401 not authorized", async () => {
    const size = await soldOutSize(0);
    const anna = await registeredCustomer(ctx.api);
    const refused = { status: 401, body: { code: 401, result: "not authorized" } };
    expect(await notifyMe(null, alert(anna, size.id))).toEqual(refused);
    expect(await notifyMe("not-a-token", alert(anna, size.id))).toEqual(refused);
  });

  it("answers code 200 inside result, as the storefront's success test reads it", async () => {
    const size = await soldOutSize(1);
    const anna = await registeredCustomer(ctx.api);
    expect(await notifyMe(anna.token, alert(anna, size.id))).toEqual({
      status: 200,
      body: {
        code: 200,
        result: {
          code: 200,
          result: { customer_id: anna.id, product_id: size.id, store_code: "nl" },
        },
      },
    });
  });

  it("refuses an alert in another customer's name with 403", async () => {
    const size = await soldOutSize(2);
    const anna = await registeredCustomer(ctx.api);
    const bram = await registeredCustomer(ctx.api);
    expect(await notifyMe(anna.token, alert(bram, size.id))).toEqual({
      status: 403,
      body: { code: 403, result: "A stock alert can only be asked for your own account" },
    });
    const rows = await ctx.shop.shop.database.db
      .selectFrom("stock_alerts")
      .selectAll()
      .where("customer_id", "=", bram.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("keeps one alert per customer, product and store view; asking twice is fine", async () => {
    const size = await soldOutSize(3);
    const anna = await registeredCustomer(ctx.api);
    expect((await notifyMe(anna.token, alert(anna, size.id))).status).toBe(200);
    expect((await notifyMe(anna.token, alert(anna, size.id))).status).toBe(200);
    expect((await notifyMe(anna.token, alert(anna, size.id, "en"))).status).toBe(200);
    const rows = await ctx.shop.shop.database.db
      .selectFrom("stock_alerts")
      .select(["store_code"])
      .where("customer_id", "=", anna.id)
      .orderBy("store_code")
      .execute();
    expect(rows).toEqual([{ store_code: "en" }, { store_code: "nl" }]);
  });

  it("mails each waiting customer once, in the store view's language, when stock returns", async () => {
    const size = await soldOutSize(4);
    const anna = await registeredCustomer(ctx.api);
    const emma = await registeredCustomer(ctx.api, { firstname: "Emma" });
    await notifyMe(anna.token, alert(anna, size.id, "nl"));
    await notifyMe(emma.token, alert(emma, size.id, "en"));
    expect(await inStockInIndex(size.sku)).toBe(false);

    const back = await returnShopStock(ctx.shop.shop, [{ productId: size.id, qty: 2 }]);
    expect(back).toEqual({ changed: [size.id], alerted: 2 });
    expect(await inStockInIndex(size.sku)).toBe(true);

    const [dutch] = await waitForMails(ctx.shop, anna.email, "back-in-stock");
    expect(dutch!.text).toContain(`Subject: ${size.nameNl} is weer op voorraad`);
    expect(dutch!.text).toContain("Hallo Anna,");
    const nlLink = `https://shop.example/p/${encodeURIComponent(size.parentSku)}/${encodeURIComponent(size.urlKeyNl)}/${encodeURIComponent(size.sku)}`;
    expect(dutch!.text).toContain(nlLink);

    const [english] = await waitForMails(ctx.shop, emma.email, "back-in-stock");
    expect(english!.text).toContain(`Subject: ${size.nameEn} is back in stock`);
    expect(english!.text).toContain("Hello Emma,");
    const enLink = `https://shop.example/en/p/${encodeURIComponent(size.parentSku)}/${encodeURIComponent(size.urlKeyEn)}/${encodeURIComponent(size.sku)}`;
    expect(english!.text).toContain(enLink);
  });

  it("spends the alert after one mail: more stock, or sold out and back again, mails nothing", async () => {
    const size = await soldOutSize(5);
    const anna = await registeredCustomer(ctx.api);
    await notifyMe(anna.token, alert(anna, size.id));
    expect((await returnShopStock(ctx.shop.shop, [{ productId: size.id, qty: 1 }])).alerted).toBe(
      1,
    );
    await waitForMails(ctx.shop, anna.email, "back-in-stock");
    // Still in stock: more units are no return from zero.
    expect((await returnShopStock(ctx.shop.shop, [{ productId: size.id, qty: 3 }])).alerted).toBe(
      0,
    );
    // Sold out and back: the spent alert stays spent.
    await setShopStockLevels(ctx.shop.shop, [{ productId: size.id, qty: 0 }]);
    expect(
      (await setShopStockLevels(ctx.shop.shop, [{ productId: size.id, qty: 5 }])).alerted,
    ).toBe(0);
    await ctx.shop.shop.mail.sendDue();
    expect(await outboxMails(ctx.shop, anna.email, "back-in-stock")).toHaveLength(1);
  });

  it("mails nobody while the stock stays at zero", async () => {
    const size = await soldOutSize(6);
    const anna = await registeredCustomer(ctx.api);
    await notifyMe(anna.token, alert(anna, size.id));
    expect(
      (await setShopStockLevels(ctx.shop.shop, [{ productId: size.id, qty: 0 }])).alerted,
    ).toBe(0);
    const waiting = await ctx.shop.shop.database.db
      .selectFrom("stock_alerts")
      .select("notified_at")
      .where("customer_id", "=", anna.id)
      .executeTakeFirstOrThrow();
    expect(waiting.notified_at).toBeNull();
  });

  it("refuses bad input with a 4xx and a message, never a 500", async () => {
    const anna = await registeredCustomer(ctx.api);
    const cases: [unknown, number, string][] = [
      [{ customer_id: anna.id, product_id: "abc", store_code: "nl" }, 400, ""],
      [{ customer_id: anna.id, product_id: 2 ** 40, store_code: "nl" }, 400, ""],
      [
        { customer_id: anna.id, product_id: 1, store_code: "de" },
        400,
        "Invalid stock alert store_code: unknown store code",
      ],
      [{ customer_id: anna.id, store_code: "nl" }, 400, ""],
      [{ customer_id: "x", product_id: 1, store_code: "nl" }, 400, ""],
      [
        { customer_id: anna.id, product_id: 99_999_999, store_code: "nl" },
        404,
        "No product with id 99999999",
      ],
      ["not json", 400, "The request body is not valid JSON"],
    ];
    for (const [body, status, message] of cases) {
      const reply = await notifyMe(anna.token, body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body.code).toBe(status);
      if (message) expect(reply.body.result).toBe(message);
    }
  });
});
