import type { Kysely } from "kysely";
import type { Schema } from "../schema";
import type { ClaimedMail } from "./claim-due-mails";

/** Marks a claimed mail sent; false when the claim had run out and another sender took it. */
export async function markMailSent(
  db: Kysely<Schema>,
  { row, claimToken }: ClaimedMail,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: now.toISOString(), claim_token: null, last_error: null })
    .where("id", "=", row.id)
    .where("claim_token", "=", claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface FailedAttempt {
  error: string;
  /** When to try again; ignored when the sender gives up. */
  retryAt: Date;
  /** No more tries: the mail stays in the table as failed, for the shop owner to see. */
  giveUp: boolean;
}

/** Gives a claimed mail back after a failed try, due again at `retryAt` (or failed for good). */
export async function markMailFailed(
  db: Kysely<Schema>,
  { row, claimToken }: ClaimedMail,
  attempt: FailedAttempt,
): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({
      status: attempt.giveUp ? "failed" : "pending",
      next_attempt_at: attempt.retryAt.toISOString(),
      claim_token: null,
      last_error: attempt.error.slice(0, 2000),
    })
    .where("id", "=", row.id)
    .where("claim_token", "=", claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
