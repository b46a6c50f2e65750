import type { Kysely } from "kysely";
import type { Schema } from "../schema";

export async function insertContactMessage(
  db: Kysely<Schema>,
  message: { messageHash: string; sourceAddress: string; now: string },
): Promise<void> {
  await db
    .insertInto("contact_messages")
    .values({
      message_hash: message.messageHash,
      source_address: message.sourceAddress,
      created_at: message.now,
      copied_at: null,
    })
    .execute();
}

/**
 * Marks a message received since `since` as copied to its sender; false when there is none
 * (never received, too old, or copied already).
 */
export async function takeContactMessageForCopy(
  db: Kysely<Schema>,
  messageHash: string,
  since: string,
  now: string,
): Promise<boolean> {
  const message = await db
    .selectFrom("contact_messages")
    .select("id")
    .where("message_hash", "=", messageHash)
    .where("copied_at", "is", null)
    .where("created_at", ">=", since)
    .orderBy("id")
    .executeTakeFirst();
  if (!message) return false;
  const result = await db
    .updateTable("contact_messages")
    .set({ copied_at: now })
    .where("id", "=", message.id)
    .where("copied_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets messages older than `before`: only their hashes were kept, for the copy. */
export async function deleteContactMessagesBefore(
  db: Kysely<Schema>,
  before: string,
): Promise<void> {
  await db.deleteFrom("contact_messages").where("created_at", "<", before).execute();
}
