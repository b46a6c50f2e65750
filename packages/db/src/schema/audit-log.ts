import type { Generated } from "kysely";

/** One change made through the back office. */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_email: string;
  /** What was done, as `order.ship`, `order.cancel`, `staff.totp-on`. */
  action: string;
  /** What it was done to: `order`, `staff`… */
  subject_type: string;
  /** Its id in the shop's words: an order number, a member's id. */
  subject_id: string;
  /** JSON text: `{ "status": { "from": "processing", "to": "complete" }, … }`. */
  details: string;
  created_at: string;
}
