import type { Kysely } from "kysely";
import type { Schema } from "../schema";

export async function insertMailServiceToken(
  db: Kysely<Schema>,
  token: { tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("mail_service_tokens")
    .values({
      token_hash: token.tokenHash,
      created_at: token.now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses a token once: false when it is unknown, used or expired. */
export async function useMailServiceToken(
  db: Kysely<Schema>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("mail_service_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets tokens that can no longer be used, so the table stays small. */
export async function deleteExpiredMailServiceTokens(
  db: Kysely<Schema>,
  now: string,
): Promise<void> {
  await db.deleteFrom("mail_service_tokens").where("expires_at", "<=", now).execute();
}
