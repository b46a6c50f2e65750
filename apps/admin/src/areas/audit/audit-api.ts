import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

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
  return useQuery({
    queryKey: ["audit", page],
    queryFn: () =>
      api.get<{ items: AuditEntry[]; total: number }>(
        `/api/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}
