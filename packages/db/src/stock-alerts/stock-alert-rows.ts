import type { StoreCode } from "@etalage/contracts";
import type { Kysely } from "kysely";
import type { Schema } from "../schema";

export interface AlertRequest {
  customerId: number;
  productId: number;
  storeCode: StoreCode;
  now: string;
}

/**
 * Keeps one alert per customer, product and store view: asking again changes nothing while it
 * waits, and arms a spent one again.
 */
export async function saveStockAlert(db: Kysely<Schema>, alert: AlertRequest): Promise<void> {
  await db
    .insertInto("stock_alerts")
    .values({
      customer_id: alert.customerId,
      product_id: alert.productId,
      store_code: alert.storeCode,
      created_at: alert.now,
      notified_at: null,
    })
    .onConflict((oc) =>
      oc.columns(["customer_id", "product_id", "store_code"]).doUpdateSet({ notified_at: null }),
    )
    .execute();
}

/** An alert still waiting, with what its mail needs: the customer and the product's names. */
export interface WaitingAlert {
  id: number;
  storeCode: StoreCode;
  email: string;
  firstname: string;
  lastname: string;
  productId: number;
  sku: string;
  nameNl: string;
  nameEn: string;
  /** The product page's product: the parent of a configurable child, else the product itself. */
  pageSku: string;
  pageUrlKeyNl: string;
  pageUrlKeyEn: string;
  /** Set when the product is a configurable child, chosen on its parent's page. */
  childSku: string | null;
}

/** The alerts still waiting for any of these products, oldest first. */
export async function waitingAlerts(
  db: Kysely<Schema>,
  productIds: number[],
): Promise<WaitingAlert[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom("stock_alerts as a")
    .innerJoin("customers as c", "c.id", "a.customer_id")
    .innerJoin("products as p", "p.id", "a.product_id")
    .leftJoin("products as parent", "parent.id", "p.parent_id")
    .select([
      "a.id",
      "a.store_code",
      "c.email",
      "c.firstname",
      "c.lastname",
      "p.id as product_id",
      "p.sku",
      "p.name_nl",
      "p.name_en",
      "p.url_key_nl",
      "p.url_key_en",
      "parent.sku as parent_sku",
      "parent.name_nl as parent_name_nl",
      "parent.name_en as parent_name_en",
      "parent.url_key_nl as parent_url_key_nl",
      "parent.url_key_en as parent_url_key_en",
    ])
    .where("a.product_id", "in", [...new Set(productIds)])
    .where("a.notified_at", "is", null)
    .orderBy("a.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    storeCode: row.store_code,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    productId: row.product_id,
    sku: row.sku,
    nameNl: row.parent_name_nl ?? row.name_nl,
    nameEn: row.parent_name_en ?? row.name_en,
    pageSku: row.parent_sku ?? row.sku,
    pageUrlKeyNl: row.parent_url_key_nl ?? row.url_key_nl,
    pageUrlKeyEn: row.parent_url_key_en ?? row.url_key_en,
    childSku: row.parent_sku === null ? null : row.sku,
  }));
}

/** Marks an alert mailed; false when another process spent it first (then it sends nothing). */
export async function spendStockAlert(
  db: Kysely<Schema>,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("stock_alerts")
    .set({ notified_at: now })
    .where("id", "=", id)
    .where("notified_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
