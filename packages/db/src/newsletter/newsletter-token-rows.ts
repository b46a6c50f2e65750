import type { Kysely } from "kysely";
import type { NewsletterTokenPurpose, Schema } from "../schema";

export async function insertNewsletterToken(
  db: Kysely<Schema>,
  token: {
    tokenHash: string;
    subscriberId: number;
    purpose: NewsletterTokenPurpose;
    now: string;
    expiresAt: string | null;
  },
): Promise<void> {
  await db
    .insertInto("newsletter_tokens")
    .values({
      token_hash: token.tokenHash,
      subscriber_id: token.subscriberId,
      purpose: token.purpose,
      created_at: token.now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Uses a confirmation token: its subscriber's id, or undefined when the token is unknown, used
 * or expired. The conditional update lets exactly one of two racing uses through.
 */
export async function useConfirmToken(
  db: Kysely<Schema>,
  tokenHash: string,
  now: string,
): Promise<number | undefined> {
  const used = await db
    .updateTable("newsletter_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", "confirm")
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("subscriber_id")
    .executeTakeFirst();
  return used?.subscriber_id;
}

/** The subscriber of an unsubscribe token; these work as often as they are followed. */
export async function subscriberOfUnsubscribeToken(
  db: Kysely<Schema>,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("newsletter_tokens")
    .select("subscriber_id")
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", "unsubscribe")
    .executeTakeFirst();
  return row?.subscriber_id;
}

/** Uses up a subscriber's open confirmation links, so an unsubscribed address stays so. */
export async function closeConfirmTokens(
  db: Kysely<Schema>,
  subscriberId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable("newsletter_tokens")
    .set({ used_at: now })
    .where("subscriber_id", "=", subscriberId)
    .where("purpose", "=", "confirm")
    .where("used_at", "is", null)
    .execute();
}

/** How many confirmation links a subscriber was sent since a moment. */
export async function countConfirmTokensSince(
  db: Kysely<Schema>,
  subscriberId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("newsletter_tokens")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("subscriber_id", "=", subscriberId)
    .where("purpose", "=", "confirm")
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
