export {
  type AuditRow,
  insertAuditRow,
  type NewAuditRow,
  readAuditOf,
  readAuditPage,
} from "./audit-rows";
