import type { AuditLogEntry } from "@etalage/contracts";
import { useListQuery } from "../../shared/list-query";

export const AUDIT_PAGE_SIZE = 50;

export function useAudit(page: number) {
  return useListQuery<AuditLogEntry>("audit", "/api/admin/audit", { page }, AUDIT_PAGE_SIZE);
}
