import type { Insertable, Kysely, Selectable } from "kysely";
import type { SandboxPaymentStatus, SandboxPaymentsTable, Schema } from "../schema";

export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;
export type NewSandboxPayment = Insertable<SandboxPaymentsTable>;
export type SandboxFinalPaymentStatus = Exclude<SandboxPaymentStatus, "open">;

export async function insertSandboxPayment(
  db: Kysely<Schema>,
  payment: NewSandboxPayment,
): Promise<void> {
  await db.insertInto("sandbox_payments").values(payment).execute();
}

export async function findSandboxPayment(
  db: Kysely<Schema>,
  id: string,
): Promise<SandboxPaymentRow | undefined> {
  return db.selectFrom("sandbox_payments").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Moves an open payment to its final status in one conditional UPDATE: only while it is open
 * and, unless it expires, before its expiry time. Of racing settles exactly one changes a row
 * (PostgreSQL re-checks the condition on the row it waited for; SQLite writes one at a time).
 */
export async function settleSandboxPayment(
  db: Kysely<Schema>,
  id: string,
  status: SandboxFinalPaymentStatus,
  settledAt: string,
): Promise<boolean> {
  let update = db
    .updateTable("sandbox_payments")
    .set({ status, settled_at: settledAt })
    .where("id", "=", id)
    .where("status", "=", "open");
  if (status !== "expired") update = update.where("expires_at", ">", settledAt);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ids of open payments whose expiry time is at or before `now`, the longest overdue first. */
export async function listOverdueSandboxPayments(
  db: Kysely<Schema>,
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom("sandbox_payments")
    .select("id")
    .where("status", "=", "open")
    .where("expires_at", "<=", now)
    .orderBy("expires_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
