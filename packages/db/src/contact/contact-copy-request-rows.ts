import type { Kysely, Selectable } from "kysely";
import type { ContactCopyRequestsTable, Schema } from "../schema";

export type ContactCopyRequestRow = Selectable<ContactCopyRequestsTable>;

export async function insertContactCopyRequest(
  db: Kysely<Schema>,
  request: ContactCopyRequestRow,
): Promise<void> {
  await db.insertInto("contact_copy_requests").values(request).execute();
}

/**
 * Takes a copy request by its token's hash, once: the row is deleted as it is read, so of two
 * clicks at the same moment one gets it. Undefined when unknown, taken already or expired.
 */
export async function takeContactCopyRequest(
  db: Kysely<Schema>,
  tokenHash: string,
  now: string,
): Promise<ContactCopyRequestRow | undefined> {
  const taken = await db
    .deleteFrom("contact_copy_requests")
    .where("token_hash", "=", tokenHash)
    .returningAll()
    .executeTakeFirst();
  return taken && taken.expires_at > now ? taken : undefined;
}

/** Forgets copies nobody confirmed in time: the text is kept no longer than the link works. */
export async function deleteExpiredContactCopyRequests(
  db: Kysely<Schema>,
  now: string,
): Promise<void> {
  await db.deleteFrom("contact_copy_requests").where("expires_at", "<=", now).execute();
}
