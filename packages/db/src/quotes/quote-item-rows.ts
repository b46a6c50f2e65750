import type { Kysely, Selectable } from "kysely";
import type { QuoteItemsTable, Schema } from "../schema";

export type QuoteItemRow = Selectable<QuoteItemsTable>;

/** A cart line as the cart writes it; one line per (quote, sku, options checksum). */
export interface QuoteLine {
  quoteId: string;
  productId: number;
  sku: string;
  qty: number;
  productType: string;
  /** JSON text of the line's product_option, or null without options. */
  productOption: string | null;
  optionsChecksum: string;
}

/** The columns a cart line sets, whether it is added or rewritten. */
function lineColumns(line: QuoteLine) {
  return {
    product_id: line.productId,
    sku: line.sku,
    qty: line.qty,
    product_type: line.productType,
    product_option: line.productOption,
    options_checksum: line.optionsChecksum,
  };
}

export function readQuoteItems(db: Kysely<Schema>, quoteId: string): Promise<QuoteItemRow[]> {
  return db
    .selectFrom("quote_items")
    .selectAll()
    .where("quote_id", "=", quoteId)
    .orderBy("id")
    .execute();
}

export function findQuoteItem(
  db: Kysely<Schema>,
  quoteId: string,
  itemId: number,
): Promise<QuoteItemRow | undefined> {
  return db
    .selectFrom("quote_items")
    .selectAll()
    .where("quote_id", "=", quoteId)
    .where("id", "=", itemId)
    .executeTakeFirst();
}

/**
 * Adds a line, or sets the quantity of the line with the same sku and options. One statement
 * (INSERT … ON CONFLICT DO UPDATE), so two identical requests at once still leave one line.
 */
export function upsertQuoteItem(
  db: Kysely<Schema>,
  line: QuoteLine,
  now: string,
): Promise<QuoteItemRow> {
  return db
    .insertInto("quote_items")
    .values({ quote_id: line.quoteId, ...lineColumns(line), created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(["quote_id", "sku", "options_checksum"]).doUpdateSet({
        qty: line.qty,
        product_option: line.productOption,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Rewrites one line in place (quantity, or the variant and options in cart edit mode). */
export function replaceQuoteItem(
  db: Kysely<Schema>,
  itemId: number,
  line: QuoteLine,
  now: string,
): Promise<QuoteItemRow | undefined> {
  return db
    .updateTable("quote_items")
    .set({ ...lineColumns(line), updated_at: now })
    .where("quote_id", "=", line.quoteId)
    .where("id", "=", itemId)
    .returningAll()
    .executeTakeFirst();
}

/** Removes a line of the cart; false when the cart has no such line. */
export async function deleteQuoteItem(
  db: Kysely<Schema>,
  quoteId: string,
  itemId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom("quote_items")
    .where("quote_id", "=", quoteId)
    .where("id", "=", itemId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
