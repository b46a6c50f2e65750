import type { Kysely } from "kysely";
import { addIndex, double, dropTables, generatedKey, notNull, ownedBy } from "./columns";

/**
 * Money paid back on orders: through the payment provider (its refund id and status), or by hand
 * for cash on delivery. The refunds of an order never add up to more than was paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_refunds")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("order_id", "integer", ownedBy("orders.id"))
    // The provider's payment it pays back; null for money paid back by hand.
    .addColumn("payment_id", "text")
    .addColumn("provider_refund_id", "text")
    .addColumn("currency", "text", notNull)
    .addColumn("amount", double, notNull)
    // requested → the provider's status (queued, pending, processing, refunded, failed,
    // canceled); `manual` for money paid back by hand.
    .addColumn("status", "text", notNull)
    .addColumn("reason", "text", notNull)
    .addColumn("error", "text")
    .addColumn("staff_email", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await addIndex(db, "order_refunds", "order_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["order_refunds"]);
}
