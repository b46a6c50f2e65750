import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrate";
import { openTestDatabase, type TestDatabase } from "./testing";

const everyTable = [
  "attribute_options",
  "attributes",
  "bundle_options",
  "bundle_selections",
  "categories",
  "cms_blocks",
  "cms_pages",
  "coupons",
  "custom_option_values",
  "custom_options",
  "customer_addresses",
  "customer_groups",
  "customer_refresh_tokens",
  "customers",
  "download_links",
  "newsletter_subscribers",
  "order_items",
  "order_status_history",
  "orders",
  "password_reset_tokens",
  "product_attribute_values",
  "product_categories",
  "product_configurable_attributes",
  "product_images",
  "product_links",
  "products",
  "quote_items",
  "quotes",
  "reviews",
  "stock_alerts",
  "stock_items",
  "store_views",
  "tax_classes",
  "tax_rates",
  "tax_rule_customer_classes",
  "tax_rule_product_classes",
  "tax_rule_rates",
  "tax_rules",
];

describe("migrations", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const tableNames = async () =>
    (await database.db.introspection.getTables()).map((table) => table.name).sort();

  it("create every table of the shop", async () => {
    expect(await tableNames()).toEqual(expect.arrayContaining(everyTable));
  });

  it("change nothing when run again", async () => {
    const before = await tableNames();
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await tableNames()).toEqual(before);
  });

  it("create the store views nl (default) and en (storeId 2, under /en)", async () => {
    const views = await database.db
      .selectFrom("store_views")
      .selectAll()
      .orderBy("store_id")
      .execute();
    expect(views).toEqual([
      {
        store_id: 1,
        store_code: "nl",
        name: "Nederlands",
        locale: "nl-NL",
        currency_code: "EUR",
        url_prefix: "",
        is_default: 1,
      },
      {
        store_id: 2,
        store_code: "en",
        name: "English",
        locale: "en-US",
        currency_code: "EUR",
        url_prefix: "/en",
        is_default: 0,
      },
    ]);
  });

  it("keep money as doubles: a price with 4 decimals comes back unchanged", async () => {
    const { price } = await sql<{
      price: number;
    }>`select cast(49.5868 as double precision) as price`
      .execute(database.db)
      .then((result) => result.rows[0]!);
    expect(price).toBe(49.5868);
  });
});
