import { describe, expect, it } from "vitest";
import { databaseForTests } from "../database-for-tests";
import { findCoupon } from "./coupon-rows";
import {
  deleteQuoteItem,
  findQuoteItem,
  type QuoteLine,
  readQuoteItems,
  replaceQuoteItem,
  upsertQuoteItem,
} from "./quote-item-rows";
import {
  closeQuote,
  findActiveCustomerQuote,
  findQuote,
  insertQuote,
  moveQuoteToStore,
  updateQuote,
} from "./quote-rows";

const now = "2025-04-01T12:00:00.000Z";
const bag = (quoteId: string, qty: number, checksum = ""): QuoteLine => ({
  quoteId,
  productId: 20,
  sku: "BAG-1",
  qty,
  productType: "simple",
  productOption: null,
  optionsChecksum: checksum,
});

describe("quote repository", () => {
  const database = databaseForTests();

  it("creates a cart and finds it by id, open and without lines", async () => {
    await insertQuote(database.db, { id: "cart-a", customerId: null, storeCode: "en", now });
    expect(await findQuote(database.db, "cart-a")).toMatchObject({
      id: "cart-a",
      customer_id: null,
      store_code: "en",
      is_active: 1,
    });
    expect(await readQuoteItems(database.db, "cart-a")).toEqual([]);
    expect(await findQuote(database.db, "no-such-cart")).toBeUndefined();
  });

  it("sets the quantity of an existing line instead of adding a second one", async () => {
    await insertQuote(database.db, { id: "cart-b", customerId: null, storeCode: "nl", now });
    const first = await upsertQuoteItem(database.db, bag("cart-b", 1), now);
    const again = await upsertQuoteItem(database.db, bag("cart-b", 3), now);
    expect(again.id).toBe(first.id);
    expect(await readQuoteItems(database.db, "cart-b")).toMatchObject([{ sku: "BAG-1", qty: 3 }]);
  });

  it("keeps one line when identical additions arrive at the same moment", async () => {
    await insertQuote(database.db, { id: "cart-c", customerId: null, storeCode: "nl", now });
    await Promise.all(
      Array.from({ length: 8 }, () => upsertQuoteItem(database.db, bag("cart-c", 2), now)),
    );
    expect(await readQuoteItems(database.db, "cart-c")).toMatchObject([{ qty: 2 }]);
  });

  it("keeps lines with other options apart, changes and removes one line of its own cart only", async () => {
    await insertQuote(database.db, { id: "cart-d", customerId: null, storeCode: "nl", now });
    const plain = await upsertQuoteItem(database.db, bag("cart-d", 1), now);
    const gift = await upsertQuoteItem(database.db, bag("cart-d", 1, "gift"), now);
    expect(gift.id).not.toBe(plain.id);
    const changed = await replaceQuoteItem(database.db, plain.id, bag("cart-d", 5), now);
    expect(changed?.qty).toBe(5);
    expect(await replaceQuoteItem(database.db, plain.id, bag("cart-b", 5), now)).toBeUndefined();
    expect(await deleteQuoteItem(database.db, "cart-b", gift.id)).toBe(false);
    expect(await deleteQuoteItem(database.db, "cart-d", gift.id)).toBe(true);
    expect(await findQuoteItem(database.db, "cart-d", gift.id)).toBeUndefined();
  });

  it("stores coupon, addresses and methods, and closes an ordered cart", async () => {
    await insertQuote(database.db, { id: "cart-e", customerId: null, storeCode: "nl", now });
    await updateQuote(
      database.db,
      "cart-e",
      { coupon_code: "WELKOM10", shipping_address: '{"country_id":"NL"}' },
      now,
    );
    await closeQuote(database.db, "cart-e", now);
    expect(await findQuote(database.db, "cart-e")).toMatchObject({
      coupon_code: "WELKOM10",
      shipping_address: '{"country_id":"NL"}',
      is_active: 0,
    });
  });

  it("finds the one open cart of a customer, whatever the store view", async () => {
    const customer = await database.db
      .insertInto("customers")
      .values({
        email: "anna@example.com",
        password_hash: "x",
        firstname: "Anna",
        lastname: "de Vries",
        group_id: 1,
        store_code: "nl",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertQuote(database.db, { id: "cart-f", customerId: customer.id, storeCode: "nl", now });
    expect((await findActiveCustomerQuote(database.db, customer.id))?.id).toBe("cart-f");
    await moveQuoteToStore(database.db, "cart-f", "en", now);
    expect(await findActiveCustomerQuote(database.db, customer.id)).toMatchObject({
      id: "cart-f",
      store_code: "en",
    });
  });

  it("finds a coupon by its code in any case", async () => {
    expect(await findCoupon(database.db, "welkom10")).toMatchObject({
      code: "WELKOM10",
      discount_percent: 10,
    });
    expect(await findCoupon(database.db, "NOPE")).toBeUndefined();
  });
});
