import type { Kysely, Selectable } from "kysely";
import type { CustomerRefreshTokensTable, Schema } from "../schema";

export type RefreshTokenRow = Selectable<CustomerRefreshTokensTable>;

export interface NewRefreshToken {
  tokenHash: string;
  customerId: number;
  sessionId: number;
  now: string;
  expiresAt: string;
}

export async function insertRefreshToken(db: Kysely<Schema>, token: NewRefreshToken) {
  await db
    .insertInto("customer_refresh_tokens")
    .values({
      token_hash: token.tokenHash,
      customer_id: token.customerId,
      session_id: token.sessionId,
      created_at: token.now,
      expires_at: token.expiresAt,
      revoked_at: null,
      rotated_at: null,
    })
    .execute();
}

export function findRefreshToken(
  db: Kysely<Schema>,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom("customer_refresh_tokens")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/**
 * Marks a token exchanged, only if nobody did so before: false means it was already used (two
 * refreshes with one token at once count as re-use too).
 */
export async function markRefreshTokenRotated(
  db: Kysely<Schema>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("customer_refresh_tokens")
    .set({ rotated_at: now })
    .where("token_hash", "=", tokenHash)
    .where("rotated_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
