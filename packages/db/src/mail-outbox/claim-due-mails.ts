import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { dialectOf } from "../dialect-of";
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
 * Takes up to `limit` due mails. On PostgreSQL one statement claims them, skipping rows another
 * sender is claiming this moment (`FOR UPDATE SKIP LOCKED`), so N processes take N different
 * batches instead of queueing for the same rows. On SQLite (one writer at a time) each mail is
 * claimed with a conditional UPDATE that only succeeds while it is still due and untouched
 * since it was read. Either way of two senders racing for a mail exactly one gets it.
 */
export async function claimDueMails(
  db: Kysely<Schema>,
  options: ClaimOptions,
): Promise<ClaimedMail[]> {
  return dialectOf(db) === "postgres"
    ? claimSkippingLocked(db, options)
    : claimOneByOne(db, options);
}

async function claimSkippingLocked(
  db: Kysely<Schema>,
  { now, limit, leaseMs }: ClaimOptions,
): Promise<ClaimedMail[]> {
  const claimToken = randomUUID();
  const nowText = now.toISOString();
  const rows = await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      claim_token: claimToken,
      attempts: eb("attempts", "+", 1),
      next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
    }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("mail_outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", nowText)
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    // The lock only holds the rows; the claim is the due mail's, checked again on the row.
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowText)
    .returningAll()
    .execute();
  rows.sort((a, b) => a.id - b.id);
  return rows.map((row) => ({ row, claimToken }));
}

async function claimOneByOne(
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
