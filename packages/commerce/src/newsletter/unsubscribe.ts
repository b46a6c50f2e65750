import {
  closeConfirmTokens,
  findSubscriber,
  type Kysely,
  moveSubscriber,
  type Schema,
  subscriberOfUnsubscribeToken,
} from "@etalage/db";
import { normalEmail } from "../customers/customer-input";
import { tokenHash } from "../customers/tokens";
import type { NewsletterContext } from "./newsletter-context";
import { NEWSLETTER_MESSAGES, NewsletterError } from "./newsletter-error";

/** Ends a subscription or a pending sign-up; its open confirmation links stop working. */
async function stop(ctx: NewsletterContext, subscriberId: number): Promise<void> {
  const now = ctx.now().toISOString();
  await ctx.transaction(async (trx: Kysely<Schema>) => {
    const moved = await moveSubscriber(
      trx,
      subscriberId,
      ["pending", "subscribed"],
      "unsubscribed",
      now,
    );
    if (moved) await closeConfirmTokens(trx, subscriberId, now);
  });
}

/** `DELETE subscribe`: an address not subscribed (or unknown) is left as it is (docs/specification/account.md). */
export async function unsubscribe(ctx: NewsletterContext, email: string): Promise<true> {
  const subscriber = await findSubscriber(ctx.db, normalEmail(email));
  if (subscriber) await stop(ctx, subscriber.id);
  return true;
}

/** `POST unsubscribe?token`: the link of a mail, one click, without the address. */
export async function unsubscribeByToken(ctx: NewsletterContext, token: string): Promise<true> {
  const subscriberId = await subscriberOfUnsubscribeToken(ctx.db, tokenHash(token));
  if (subscriberId === undefined)
    throw new NewsletterError(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
  await stop(ctx, subscriberId);
  return true;
}
