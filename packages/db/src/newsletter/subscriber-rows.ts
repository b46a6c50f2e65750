import type { StoreCode } from "@etalage/contracts";
import type { Kysely, Selectable } from "kysely";
import type { NewsletterSubscribersTable, Schema } from "../schema";

export type SubscriberRow = Selectable<NewsletterSubscribersTable>;

/** Where an address stands with the newsletter. */
export type SubscriberStatus = "pending" | "subscribed" | "unsubscribed";

export function findSubscriber(
  db: Kysely<Schema>,
  email: string,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
}

export function findSubscriberById(
  db: Kysely<Schema>,
  id: number,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Records an address as pending in a store view, unless it is subscribed already. Returns the
 * pending row, or undefined when the address was subscribed and nothing changed. A new address
 * is inserted without a conflict error, so two sign-ups at once both land on the one row.
 */
export async function markSubscriberPending(
  db: Kysely<Schema>,
  subscriber: { email: string; store: StoreCode; now: string },
): Promise<SubscriberRow | undefined> {
  const { email, store, now } = subscriber;
  await db
    .insertInto("newsletter_subscribers")
    .values({
      email,
      store_code: store,
      customer_id: null,
      status: "pending",
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  return db
    .updateTable("newsletter_subscribers")
    .set({ status: "pending", store_code: store, updated_at: now })
    .where("email", "=", email)
    .where("status", "<>", "subscribed")
    .returningAll()
    .executeTakeFirst();
}

/**
 * Moves a subscriber from one of `from` to `to`; false when it stood elsewhere (a second
 * confirmation, an unsubscribe of someone not subscribed), so the caller does nothing more.
 */
export async function moveSubscriber(
  db: Kysely<Schema>,
  id: number,
  from: SubscriberStatus[],
  to: SubscriberStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ status: to, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
