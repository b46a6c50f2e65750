import { findSubscriberById, moveSubscriber, useConfirmToken } from "@etalage/db";
import { tokenHash } from "../customers/tokens";
import type { NewsletterContext } from "./newsletter-context";
import { NEWSLETTER_MESSAGES, NewsletterError } from "./newsletter-error";
import { newUnsubscribeToken } from "./newsletter-tokens";
import { WELCOME_COUPON_PERCENT, welcomeCouponOf } from "./welcome-coupon";

/**
 * `POST confirm`: the confirmation link followed. The address becomes subscribed and gets its
 * welcome coupon by mail, in the language it signed up in. A used, expired or unknown link is a
 * 400; a second link of the same sign-up, after the first, changes nothing and mails nothing.
 */
export async function confirmSubscription(ctx: NewsletterContext, token: string): Promise<true> {
  const now = ctx.now();
  const confirmed = await ctx.transaction(async (trx, send) => {
    const subscriberId = await useConfirmToken(trx, tokenHash(token), now.toISOString());
    if (subscriberId === undefined) return false;
    const subscriber = await findSubscriberById(trx, subscriberId);
    if (!subscriber) return false;
    const moved = await moveSubscriber(
      trx,
      subscriberId,
      ["pending"],
      "subscribed",
      now.toISOString(),
    );
    if (!moved) return true;
    await send({
      template: "newsletter-welcome",
      email: subscriber.email,
      store: subscriber.store_code,
      couponCode: await welcomeCouponOf(trx, subscriberId),
      percent: WELCOME_COUPON_PERCENT,
      unsubscribeToken: await newUnsubscribeToken(trx, subscriberId, now),
    });
    return true;
  });
  if (!confirmed) throw new NewsletterError(NEWSLETTER_MESSAGES.confirmLinkInvalid);
  return true;
}
