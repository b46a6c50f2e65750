import type { ReturnStatus } from "@etalage/contracts";
import { insertStaffHistoryEntry, type Kysely, type OrderRow, type Schema } from "@etalage/db";
import { type Actor, recordAudit } from "../audit";

/** A step of a return the shop takes: from which status to which, in the order's words. */
export interface ReturnStep {
  /** The audit's action: `return.receive`, `return.reject`, `return.refund`. */
  action: string;
  from: ReturnStatus;
  to: ReturnStatus;
  /** What the order's history says, in the order's language (`historyTexts`). */
  comment: string;
  /** What the audit records besides the return's number. */
  details: Record<string, unknown>;
}

/**
 * Writes a return's step into its order's history, told to the customer, and into the audit
 * log; call it with the transaction that takes the step.
 */
export async function recordReturnStep(
  trx: Kysely<Schema>,
  actor: Actor,
  order: OrderRow,
  number: string,
  step: ReturnStep,
  now: Date,
): Promise<void> {
  await insertStaffHistoryEntry(trx, {
    orderId: order.id,
    status: order.status,
    comment: step.comment,
    customerNotified: true,
    staffEmail: actor.email,
    createdAt: now.toISOString(),
  });
  await recordAudit(
    trx,
    actor,
    {
      action: step.action,
      subjectType: "order",
      subjectId: order.increment_id,
      changes: { return_status: { from: step.from, to: step.to } },
      details: { return_number: number, ...step.details },
    },
    now,
  );
}
