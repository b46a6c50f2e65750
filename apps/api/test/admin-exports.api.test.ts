import { shopDayOf } from "@etalage/commerce";
import type { NewOrder } from "@etalage/db";
import { describe, expect, it } from "vitest";
import { placeCodOrder } from "./admin-orders-test-shop";
import { type AdminSession, expectLoginNeeded, expectOwnerOnly } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { confirmationToken, newAddress, newsletterApi, signUp } from "./newsletter-test-shop";
import { withProducts } from "./shop-for-tests";

const ctx = withProducts(
  backOfficeShopForTests({ members: ["staff", "owner"], staffName: "Sam" }),
  ["product"],
);

/** A CSV download as the browser gets it: the raw bytes (fetch's text() would drop the BOM). */
async function download(path: string, session: AdminSession = ctx.owner) {
  const res = await fetch(ctx.shop.baseUrl + path, { headers: { cookie: session.cookie } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { status: res.status, headers: res.headers, bytes, text };
}

const recordsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(0, -1);
const today = () => shopDayOf(new Date());

describe("GET /api/admin/orders.csv and /api/admin/newsletter.csv", () => {
  it("refuses a call without a cookie or with a customer's token (401)", async () => {
    await expectLoginNeeded(ctx.shop, [
      { method: "GET", path: "/api/admin/orders.csv" },
      { method: "GET", path: "/api/admin/newsletter.csv" },
    ]);
  });

  it("refuses staff: only the owner exports personal data (403)", async () => {
    await expectOwnerOnly(ctx.shop, ctx.staff, [
      { method: "GET", path: "/api/admin/orders.csv" },
      { method: "GET", path: "/api/admin/newsletter.csv" },
    ]);
  });

  it("gives the owner the orders as CSV for Excel NL: BOM, semicolons, CRLF, decimal commas, quoted and neutralised names", async () => {
    const email = `${newAddress()}`;
    const quoted = await placeCodOrder(ctx.shop, ctx.product, {
      qty: 2,
      address: { email, firstname: 'Bep "de Klant"', lastname: "Jansen; Zn." },
    });
    const formula = await placeCodOrder(ctx.shop, ctx.product, {
      address: { email, firstname: "=HYPERLINK(1)", lastname: "-Smit" },
    });
    const detail = (
      await ctx.api.call("GET", `/api/admin/orders/${quoted.orderNumber}`, { session: ctx.owner })
    ).body.result;

    const csv = await download(`/api/admin/orders.csv?from=${today()}&to=${today()}`);
    expect(csv.status).toBe(200);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="bestellingen-${today()}.csv"`,
    );
    expect(csv.text.endsWith("\r\n")).toBe(true);
    expect(csv.text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const records = recordsOf(csv.text);
    expect(records[0]).toBe(
      "Bestelnummer;Datum;Status;Betaalstatus;Klant;E-mailadres;Subtotaal;Verzendkosten;Korting;Btw;Totaal;Aantal artikelen",
    );
    const euros = (value: number) => value.toFixed(2).replace(".", ",");
    const line = records.find((record) => record.startsWith(`${quoted.orderNumber};`));
    expect(line).toMatch(/^\d+;\d{4}-\d{2}-\d{2} \d{2}:\d{2};pending;on_delivery;/);
    expect(line).toContain(`;"Bep ""de Klant"" Jansen; Zn.";${email};`);
    expect(line?.endsWith(`;${euros(detail.totals.grand_total)};2`)).toBe(true);
    expect(line).toContain(`;${euros(detail.totals.tax)};`);
    const neutralised = records.find((record) => record.startsWith(`${formula.orderNumber};`));
    expect(neutralised).toContain(";'=HYPERLINK(1) -Smit;");
  });

  it("takes from and to as the shop's days, both included", async () => {
    const placed = await placeCodOrder(ctx.shop, ctx.product);
    const numbersOf = async (query: string) =>
      recordsOf((await download(`/api/admin/orders.csv${query}`)).text)
        .slice(1)
        .map((record) => record.split(";")[0]);
    expect(await numbersOf(`?from=${today()}`)).toContain(placed.orderNumber);
    expect(await numbersOf(`?to=${today()}`)).toContain(placed.orderNumber);
    expect(await numbersOf("?to=2020-01-01")).toEqual([]);
    expect(await numbersOf("?from=2099-01-01")).toEqual([]);
  });

  it("answers a bad from or to with 400 and a message", async () => {
    const cases: [string, string][] = [
      ["?from=2026-02-30", "from must be a day as YYYY-MM-DD"],
      ["?to=gisteren", "to must be a day as YYYY-MM-DD"],
      ["?from=2026-11-27&to=2026-11-01", "from must not be after to"],
    ];
    for (const [query, message] of cases) {
      const reply = await ctx.api.call("GET", `/api/admin/orders.csv${query}`, {
        session: ctx.owner,
      });
      expect(reply.status, query).toBe(400);
      expect(reply.body).toEqual({ code: 400, result: message });
    }
    const tooLong = await ctx.api.call("GET", "/api/admin/orders.csv?from=2026-11-27T00:00", {
      session: ctx.owner,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      code: 400,
      result: "Invalid query parameter from: is too large or too long",
    });
  });

  it("lists every order of a long range, a page at a time", async () => {
    const db = ctx.shop.shop.database.db;
    const count = 2_345;
    const day = "2021-03-15";
    const rows: (NewOrder & { increment_id: string })[] = Array.from({ length: count }, (_, i) => ({
      increment_id: `7${String(i).padStart(8, "0")}`,
      client_order_id: null,
      order_token: `export-${i}`,
      quote_id: null,
      customer_id: null,
      customer_email: `klant${i}@example.com`,
      customer_firstname: "Anna",
      customer_lastname: `Export ${i}`,
      store_code: "nl",
      status: "complete",
      state: "complete",
      shipping_address: null,
      billing_address: "{}",
      shipping_carrier_code: "flatrate",
      shipping_method_code: "flatrate",
      shipping_description: null,
      payment_method_code: "cashondelivery",
      payment_method_additional: null,
      coupon_code: null,
      currency_code: "EUR",
      subtotal: 10,
      subtotal_incl_tax: 12.1,
      discount_amount: 0,
      shipping_amount: 0,
      shipping_incl_tax: 0,
      tax_amount: 2.1,
      grand_total: 12.1,
      total_qty_ordered: 1,
      created_at: `${day}T10:00:00.000Z`,
      updated_at: `${day}T10:00:00.000Z`,
      public_origin: null,
    }));
    for (let start = 0; start < count; start += 500)
      await db
        .insertInto("orders")
        .values(rows.slice(start, start + 500))
        .execute();
    const records = recordsOf((await download(`/api/admin/orders.csv?from=${day}&to=${day}`)).text);
    expect(records).toHaveLength(count + 1);
    expect(new Set(records.slice(1).map((record) => record.split(";")[0])).size).toBe(count);
    expect(records[1]).toBe(
      "700000000;2021-03-15 11:00;complete;on_delivery;Anna Export 0;klant0@example.com;12,10;0,00;0,00;2,10;12,10;1",
    );
    await db.deleteFrom("orders").where("order_token", "like", "export-%").execute();
  });

  it("gives the owner the newsletter's addresses: status, signed up and confirmed in the shop's time, store view", async () => {
    const newsletter = newsletterApi(ctx.shop);
    const confirmed = newAddress();
    const token = await confirmationToken(ctx.shop, newsletter, confirmed);
    const confirm = await newsletter.confirm(token);
    expect(confirm.status).toBe(200);
    const pending = newAddress();
    await signUp(ctx.shop, newsletter, pending, "?storeCode=en");

    const csv = await download("/api/admin/newsletter.csv");
    expect(csv.status).toBe(200);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="nieuwsbrief-${today()}.csv"`,
    );
    const records = recordsOf(csv.text);
    expect(records[0]).toBe("E-mailadres;Status;Aangemeld op;Bevestigd op;Winkel");
    const stamp = "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}";
    expect(records.find((r) => r.startsWith(`${confirmed};`))).toMatch(
      new RegExp(`^${confirmed};subscribed;${stamp};${stamp};nl$`),
    );
    expect(records.find((r) => r.startsWith(`${pending};`))).toMatch(
      new RegExp(`^${pending};pending;${stamp};;en$`),
    );
    const english = recordsOf((await download("/api/admin/newsletter.csv?lang=en")).text);
    expect(english[0]).toBe("E-mail address;Status;Signed up at;Confirmed at;Store view");
  });

  it("writes each export in the audit log: who exported which personal data, when", async () => {
    await download(`/api/admin/orders.csv?from=2026-01-01&to=${today()}`);
    await download("/api/admin/newsletter.csv");
    const audit = await ctx.api.call("GET", "/api/admin/audit?pageSize=2", { session: ctx.owner });
    expect(audit.body.result.items).toMatchObject([
      {
        action: "export.newsletter",
        subject_type: "export",
        subject_id: "newsletter",
        staff: { email: ctx.ownerEmail },
      },
      {
        action: "export.orders",
        subject_type: "export",
        subject_id: "orders",
        staff: { email: ctx.ownerEmail },
        details: { filter: { from: "2026-01-01", to: today() } },
      },
    ]);
  });
});
