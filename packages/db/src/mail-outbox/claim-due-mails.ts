import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { MailOutboxTable, Schema } from "../schema";

export type MailOutboxRow = Selectable<MailOutboxTable>;

/** A mail one sender holds until its lease ends: it alone may mark it sent or failed. */
export interface ClaimedMail {
  row: MailOutboxRow;
  claimToken: string;
}

export interface ClaimOptions {
  now: Date;
  /** How many mails to take at once. */
  limit: number;
  /** How long the claim holds; a sender that dies leaves the mail due again after it. */
  leaseMs: number;
}

/**
 * Takes up to `limit` due mails. Each one is claimed with a conditional UPDATE that only
 * succeeds while the mail is still due and untouched since it was read, so of two senders
 * racing for a mail exactly one gets it (PostgreSQL re-checks the condition on the row it
 * waited for; SQLite writes one at a time).
 */
export async function claimDueMails(
  db: Kysely<Schema>,
  { now, limit, leaseMs }: ClaimOptions,
): Promise<ClaimedMail[]> {
  const nowText = now.toISOString();
  const due = await db
    .selectFrom("mail_outbox")
    .select(["id", "attempts"])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowText)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .execute();

  const claimed: ClaimedMail[] = [];
  for (const candidate of due) {
    const claimToken = randomUUID();
    const row = await db
      .updateTable("mail_outbox")
      .set({
        claim_token: claimToken,
        attempts: candidate.attempts + 1,
        next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
      })
      .where("id", "=", candidate.id)
      .where("status", "=", "pending")
      .where("attempts", "=", candidate.attempts)
      .where("next_attempt_at", "<=", nowText)
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push({ row, claimToken });
  }
  return claimed;
}
