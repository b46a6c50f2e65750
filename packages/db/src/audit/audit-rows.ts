import type { Insertable, Kysely, Selectable } from "kysely";
import { type RowPage, readNewestFirstPage } from "../newest-first-page";
import type { AuditLogTable, Schema } from "../schema";

export type AuditRow = Selectable<AuditLogTable>;
export type NewAuditRow = Omit<Insertable<AuditLogTable>, "id">;

export async function insertAuditRow(db: Kysely<Schema>, row: NewAuditRow): Promise<void> {
  await db.insertInto("audit_log").values(row).execute();
}

/** One page of the log, newest first, and how many entries there are. */
export function readAuditPage(
  db: Kysely<Schema>,
  page: RowPage,
): Promise<{ rows: AuditRow[]; total: number }> {
  return readNewestFirstPage(db.selectFrom("audit_log"), page);
}

/** The entries about one subject (an order's changes), oldest first. */
export function readAuditOf(
  db: Kysely<Schema>,
  subjectType: string,
  subjectId: string,
): Promise<AuditRow[]> {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where("subject_type", "=", subjectType)
    .where("subject_id", "=", subjectId)
    .orderBy("id")
    .execute();
}
