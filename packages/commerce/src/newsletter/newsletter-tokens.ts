import { insertNewsletterToken, type Kysely, type Schema } from "@etalage/db";
import { newToken, tokenHash } from "../customers/tokens";

/** A confirmation link works once, for a week. */
export const CONFIRM_LINK_DAYS = 7;

/** A new confirmation token of a subscriber; only its hash is stored. */
export async function newConfirmToken(
  db: Kysely<Schema>,
  subscriberId: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await insertNewsletterToken(db, {
    tokenHash: tokenHash(token),
    subscriberId,
    purpose: "confirm",
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000).toISOString(),
  });
  return token;
}

/** A new unsubscribe token for one mail; it keeps working, so old mails' links do too. */
export async function newUnsubscribeToken(
  db: Kysely<Schema>,
  subscriberId: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await insertNewsletterToken(db, {
    tokenHash: tokenHash(token),
    subscriberId,
    purpose: "unsubscribe",
    now: now.toISOString(),
    expiresAt: null,
  });
  return token;
}
