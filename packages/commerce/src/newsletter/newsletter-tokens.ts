import { insertNewsletterToken, type Kysely, type Schema } from "@etalage/db";
import { newToken, tokenHash } from "../customers/tokens";

/** A confirmation link works once, for a week. */
export const CONFIRM_LINK_DAYS = 7;

/** A new confirmation token of a subscriber; only its hash is stored. */
export function newConfirmToken(
  db: Kysely<Schema>,
  subscriberId: number,
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000);
  return newSubscriberToken(db, subscriberId, "confirm", now, expiresAt);
}

/** A new unsubscribe token for one mail; it keeps working, so old mails' links do too. */
export function newUnsubscribeToken(
  db: Kysely<Schema>,
  subscriberId: number,
  now: Date,
): Promise<string> {
  return newSubscriberToken(db, subscriberId, "unsubscribe", now, null);
}

async function newSubscriberToken(
  db: Kysely<Schema>,
  subscriberId: number,
  purpose: "confirm" | "unsubscribe",
  now: Date,
  expiresAt: Date | null,
): Promise<string> {
  const token = newToken();
  await insertNewsletterToken(db, {
    tokenHash: tokenHash(token),
    subscriberId,
    purpose,
    now: now.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
  });
  return token;
}
