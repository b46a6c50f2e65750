import { useListQuery } from "../../shared/list-query";

/** An entry of `GET /api/admin/audit`: who changed what, when, before → after. */
export interface AuditEntry {
  id: number;
  created_at: string;
  staff: { id: number | null; email: string };
  action: string;
  subject_type: string;
  subject_id: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  details: Record<string, unknown>;
}

export const AUDIT_PAGE_SIZE = 50;

export function useAudit(page: number) {
  return useListQuery<AuditEntry>("audit", "/api/admin/audit", { page }, AUDIT_PAGE_SIZE);
}
