import { findSubscriber, type Kysely, type Schema, type SubscriberStatus } from "@etalage/db";
import { normalEmail } from "../customers/customer-input";

/**
 * `GET subscribe?email`: only the status the storefront needs, and "unsubscribed" for an address
 * the shop does not know, so the answer tells nothing more about it.
 */
export async function subscriptionStatus(
  db: Kysely<Schema>,
  email: string,
): Promise<SubscriberStatus> {
  const subscriber = await findSubscriber(db, normalEmail(email));
  return subscriber?.status === "pending" || subscriber?.status === "subscribed"
    ? subscriber.status
    : "unsubscribed";
}
