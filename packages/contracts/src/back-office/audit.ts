/** A value before and after a change: an amount, a status, a flag. */
export interface AuditChange {
  from: unknown;
  to: unknown;
}

/** An entry of `GET /api/admin/audit`: who changed what, when, before → after. */
export interface AuditLogEntry {
  id: number;
  created_at: string;
  /** The member who did it: her address is kept, so it still says who after she is gone. */
  staff: { id: number | null; email: string };
  action: string;
  subject_type: string;
  subject_id: string;
  changes: Record<string, AuditChange>;
  details: Record<string, unknown>;
}
