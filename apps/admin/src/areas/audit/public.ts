/** The audit log area, as the router sees it. */
export { AuditPage } from "./audit-page";
