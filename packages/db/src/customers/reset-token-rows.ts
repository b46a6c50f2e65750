import type { Kysely, Selectable } from "kysely";
import type { PasswordResetTokensTable, Schema } from "../schema";

export type ResetTokenRow = Selectable<PasswordResetTokensTable>;

export async function insertResetToken(
  db: Kysely<Schema>,
  token: { tokenHash: string; customerId: number; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("password_reset_tokens")
    .values({
      token_hash: token.tokenHash,
      customer_id: token.customerId,
      created_at: token.now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

export function findResetToken(
  db: Kysely<Schema>,
  tokenHash: string,
): Promise<ResetTokenRow | undefined> {
  return db
    .selectFrom("password_reset_tokens")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/**
 * Uses up every open reset token of a customer (the one used and any older ones). False when
 * the given token was used meanwhile: a reset link works once.
 */
export async function useResetTokens(
  db: Kysely<Schema>,
  customerId: number,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const used = await db
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  await db
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("customer_id", "=", customerId)
    .where("used_at", "is", null)
    .execute();
  return Number(used.numUpdatedRows) === 1;
}
