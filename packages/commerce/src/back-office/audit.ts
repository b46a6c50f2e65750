import type { AuditChange, AuditLogEntry } from "@etalage/contracts";
import {
  type AuditRow,
  insertAuditRow,
  type Kysely,
  readAuditPage,
  type Schema,
  type SessionStaff,
} from "@etalage/db";

/** What a back-office change records of itself. */
export interface AuditEntry {
  /** What was done: `order.ship`, `order.cancel`, `staff.totp-on`… */
  action: string;
  subjectType: "order" | "staff" | "export" | "review" | "customer" | "product" | "category";
  subjectId: string;
  /** Amounts and statuses before → after. */
  changes?: Record<string, AuditChange>;
  /** What else the action says: a shipment's carrier, a note's text, a refund's id… */
  details?: Record<string, unknown>;
}

/** Who made a change: the member of the session. */
export type Actor = Pick<SessionStaff, "staffId" | "email">;

/** Records a change; call it with the transaction that makes the change, so both or neither stay. */
export async function recordAudit(
  trx: Kysely<Schema>,
  actor: Actor,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await insertAuditRow(trx, {
    staff_id: actor.staffId,
    staff_email: actor.email,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    details: JSON.stringify({ changes: entry.changes ?? {}, ...entry.details }),
    created_at: now.toISOString(),
  });
}

export function auditView(row: AuditRow): AuditLogEntry {
  const { changes, ...details } = JSON.parse(row.details) as {
    changes: Record<string, AuditChange>;
  } & Record<string, unknown>;
  return {
    id: Number(row.id),
    created_at: row.created_at,
    staff: { id: row.staff_id === null ? null : Number(row.staff_id), email: row.staff_email },
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    changes,
    details,
  };
}

/** `GET /api/admin/audit?page=`: newest first. */
export async function auditPage(
  db: Kysely<Schema>,
  page: number,
  pageSize: number,
): Promise<{ items: AuditLogEntry[]; total: number }> {
  const { rows, total } = await readAuditPage(db, {
    size: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: rows.map(auditView), total };
}
