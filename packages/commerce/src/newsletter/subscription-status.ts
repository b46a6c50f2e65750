import { findSubscriber, type Kysely, type Schema, type SubscriberStatus } from "@etalage/db";
import { normalEmail } from "../customers/customer-input";

/**
 * What `GET subscribe?email` answers for any address but the caller's own: the same status as
 * for an address the shop does not know, so a stranger learns nothing about anyone's sign-up.
 */
export const NEUTRAL_SUBSCRIPTION_STATUS: SubscriberStatus = "unsubscribed";

/**
 * `GET subscribe?email`: the real status only for the logged-in customer's own address
 * (`callerEmail`, from her token), and only the status the storefront needs; every other
 * question gets the neutral answer.
 */
export async function subscriptionStatus(
  db: Kysely<Schema>,
  email: string,
  callerEmail: string | null,
): Promise<SubscriberStatus> {
  const asked = normalEmail(email);
  if (callerEmail === null || normalEmail(callerEmail) !== asked)
    return NEUTRAL_SUBSCRIPTION_STATUS;
  const subscriber = await findSubscriber(db, asked);
  return subscriber?.status === "pending" || subscriber?.status === "subscribed"
    ? subscriber.status
    : "unsubscribed";
}
