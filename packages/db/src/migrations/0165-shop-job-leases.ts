import type { Kysely } from "kysely";
import { dropTables, notNull } from "./columns";

/**
 * Periodic work that must run once across the shop's processes (the retention of mails, carts
 * and sessions): the process that takes a job's lease runs it; the others see the lease held
 * until it ends, which also spaces the runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shop_job_leases")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("holder", "text", notNull)
    .addColumn("leased_until", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["shop_job_leases"]);
}
