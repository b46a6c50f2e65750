import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/** How many rows each kind of old data lost in one retention run. */
export interface PrunedRows {
  mails: number;
  guestCarts: number;
  loginAttempts: number;
  sessions: number;
  resetTokens: number;
}

const count = (result: { numDeletedRows: bigint }[]) =>
  result.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);

/**
 * Deletes what the shop no longer needs to keep: mails of the outbox table written before
 * `mailsBefore`; guest carts untouched since `before`; failed-login and reset counters whose
 * window started before it; sessions revoked, or expired without a live refresh token, before it
 * (their refresh tokens go with them); reset tokens expired before it.
 */
export async function pruneCustomerData(
  db: Kysely<Schema>,
  cutoffs: { mailsBefore: string; before: string; now: string },
): Promise<PrunedRows> {
  const { mailsBefore, before, now } = cutoffs;
  const mails = await db.deleteFrom("mail_outbox").where("created_at", "<", mailsBefore).execute();
  const guestCarts = await db
    .deleteFrom("quotes")
    .where("customer_id", "is", null)
    .where("updated_at", "<", before)
    .execute();
  const loginAttempts = await db
    .deleteFrom("account_attempts")
    .where("window_started_at", "<", before)
    .execute();
  const sessions = await db
    .deleteFrom("customer_sessions")
    .where((eb) =>
      eb.or([
        eb("revoked_at", "<", before),
        eb.and([
          eb("access_expires_at", "<", before),
          eb.not(
            eb.exists(
              eb
                .selectFrom("customer_refresh_tokens as t")
                .select("t.token_hash")
                .whereRef("t.session_id", "=", "customer_sessions.id")
                .where("t.revoked_at", "is", null)
                .where("t.rotated_at", "is", null)
                .where("t.expires_at", ">", now),
            ),
          ),
        ]),
      ]),
    )
    .execute();
  const orphanTokens = await db
    .deleteFrom("customer_refresh_tokens")
    .where("session_id", "is", null)
    .where("expires_at", "<", before)
    .execute();
  const resetTokens = await db
    .deleteFrom("password_reset_tokens")
    .where("expires_at", "<", before)
    .execute();
  return {
    mails: count(mails),
    guestCarts: count(guestCarts),
    loginAttempts: count(loginAttempts),
    sessions: count(sessions) + count(orphanTokens),
    resetTokens: count(resetTokens),
  };
}
