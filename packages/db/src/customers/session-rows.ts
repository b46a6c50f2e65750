import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/** The customer behind a live access token, with what a cart or order needs of them. */
export interface SessionCustomer {
  sessionId: number;
  customerId: number;
  groupId: number;
  email: string;
}

export async function insertSession(
  db: Kysely<Schema>,
  customerId: number,
  accessTokenHash: string,
  accessExpiresAt: string,
  now: string,
): Promise<number> {
  const inserted = await db
    .insertInto("customer_sessions")
    .values({
      customer_id: customerId,
      access_token_hash: accessTokenHash,
      access_expires_at: accessExpiresAt,
      created_at: now,
      revoked_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** One indexed look-up per request: the access token's session, if live and unexpired. */
export async function findSessionByAccessHash(
  db: Kysely<Schema>,
  accessTokenHash: string,
  now: string,
): Promise<SessionCustomer | undefined> {
  const row = await db
    .selectFrom("customer_sessions as s")
    .innerJoin("customers as c", "c.id", "s.customer_id")
    .select(["s.id as sessionId", "c.id as customerId", "c.group_id as groupId", "c.email"])
    .where("s.access_token_hash", "=", accessTokenHash)
    .where("s.revoked_at", "is", null)
    .where("s.access_expires_at", ">", now)
    .executeTakeFirst();
  return row && { ...row, sessionId: Number(row.sessionId), customerId: Number(row.customerId) };
}

/** A refresh gives the session a new access token; the old one stops working at once. */
export async function replaceAccessToken(
  db: Kysely<Schema>,
  sessionId: number,
  accessTokenHash: string,
  accessExpiresAt: string,
): Promise<void> {
  await db
    .updateTable("customer_sessions")
    .set({ access_token_hash: accessTokenHash, access_expires_at: accessExpiresAt })
    .where("id", "=", sessionId)
    .execute();
}

/** Ends sessions: their access token goes and their refresh tokens are revoked. */
async function revokeWhere(
  db: Kysely<Schema>,
  now: string,
  which: { sessionId?: number; customerId?: number; exceptSessionId?: number },
): Promise<void> {
  let sessions = db
    .updateTable("customer_sessions")
    .set({ access_token_hash: null, revoked_at: now })
    .where("revoked_at", "is", null);
  let tokens = db
    .updateTable("customer_refresh_tokens")
    .set({ revoked_at: now })
    .where("revoked_at", "is", null);
  if (which.sessionId !== undefined) {
    sessions = sessions.where("id", "=", which.sessionId);
    tokens = tokens.where("session_id", "=", which.sessionId);
  }
  if (which.customerId !== undefined) {
    sessions = sessions.where("customer_id", "=", which.customerId);
    tokens = tokens.where("customer_id", "=", which.customerId);
  }
  if (which.exceptSessionId !== undefined) {
    sessions = sessions.where("id", "!=", which.exceptSessionId);
    tokens = tokens.where("session_id", "!=", which.exceptSessionId);
  }
  await sessions.execute();
  await tokens.execute();
}

export const revokeSession = (db: Kysely<Schema>, sessionId: number, now: string) =>
  revokeWhere(db, now, { sessionId });

/** Every login of a customer but one (the one that changed the password), or all of them. */
export const revokeCustomerSessions = (
  db: Kysely<Schema>,
  customerId: number,
  now: string,
  exceptSessionId?: number,
) => revokeWhere(db, now, { customerId, exceptSessionId });
