import type { StoreCode } from "@etalage/contracts";
import type { Kysely, Selectable, Updateable } from "kysely";
import type { QuotesTable, Schema } from "../schema";

export type QuoteRow = Selectable<QuotesTable>;

/** What a cart may change about itself after it is made: coupon, addresses, chosen methods. */
export type QuoteChanges = Omit<
  Updateable<QuotesTable>,
  "id" | "customer_id" | "store_code" | "created_at" | "updated_at"
>;

export interface NewQuote {
  id: string;
  customerId: number | null;
  storeCode: StoreCode;
  now: string;
}

export async function insertQuote(db: Kysely<Schema>, quote: NewQuote): Promise<QuoteRow> {
  const row: QuoteRow = {
    id: quote.id,
    customer_id: quote.customerId,
    store_code: quote.storeCode,
    customer_email: null,
    coupon_code: null,
    shipping_carrier_code: null,
    shipping_method_code: null,
    payment_method_code: null,
    shipping_address: null,
    billing_address: null,
    is_active: 1,
    created_at: quote.now,
    updated_at: quote.now,
  };
  await db.insertInto("quotes").values(row).execute();
  return row;
}

export function findQuote(db: Kysely<Schema>, id: string): Promise<QuoteRow | undefined> {
  return db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The newest open cart of a customer, whatever its store view: the store views share one
 * customer cart (each shows it in its own language).
 */
export function findActiveCustomerQuote(
  db: Kysely<Schema>,
  customerId: number,
): Promise<QuoteRow | undefined> {
  return db
    .selectFrom("quotes")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("is_active", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The cart is now shown in another store view: its lines are priced and named in that one. */
export async function moveQuoteToStore(
  db: Kysely<Schema>,
  id: string,
  storeCode: StoreCode,
  now: string,
): Promise<void> {
  await db
    .updateTable("quotes")
    .set({ store_code: storeCode, updated_at: now })
    .where("id", "=", id)
    .execute();
}

export async function updateQuote(
  db: Kysely<Schema>,
  id: string,
  changes: QuoteChanges,
  now: string,
): Promise<void> {
  await db
    .updateTable("quotes")
    .set({ ...changes, updated_at: now })
    .where("id", "=", id)
    .execute();
}

/** An ordered cart stays for the record but can no longer be reached or changed. */
export async function closeQuote(db: Kysely<Schema>, id: string, now: string): Promise<void> {
  await updateQuote(db, id, { is_active: 0 }, now);
}
