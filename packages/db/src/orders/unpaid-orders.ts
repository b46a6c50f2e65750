import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/** Orders still in `status` placed before `before` (ISO time), oldest first. */
export async function ordersInStatusSince(
  db: Kysely<Schema>,
  status: string,
  before: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom("orders")
    .select("id")
    .where("status", "=", status)
    .where("created_at", "<", before)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
