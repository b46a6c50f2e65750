import type { Kysely } from "kysely";
import { addIndex } from "./columns";

/**
 * The back office's dashboard sums the last 30 days of invoices and refunds: by their dates, so
 * it reads a month of them, not every invoice the shop ever wrote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIndex(db, "order_invoices", "created_at");
  await addIndex(db, "order_refunds", "created_at");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ["order_refunds_created_at", "order_invoices_created_at"])
    await db.schema.dropIndex(index).ifExists().execute();
}
