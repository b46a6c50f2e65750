import { countConfirmTokensSince, markSubscriberPending } from "@etalage/db";
import { normalEmail } from "../customers/customer-input";
import type { NewsletterContext } from "./newsletter-context";
import { newConfirmToken, newUnsubscribeToken } from "./newsletter-tokens";
import { WELCOME_COUPON_PERCENT } from "./welcome-coupon";

/**
 * Confirmation mails one address gets in a day, however many sign-ups name it: enough for a
 * shopper whose mail went astray, too few to fill a stranger's inbox from many IP addresses.
 */
export const CONFIRM_MAILS_PER_DAY = 3;

/**
 * `POST subscribe`: records the address as pending in the request's store view and mails a
 * confirmation link (double opt-in). An address already subscribed: nothing happens, no mail
 * (docs/specification/account.md). A pending one gets a new link, in case the first mail went astray, up to
 * CONFIRM_MAILS_PER_DAY; the answer is the same either way.
 */
export async function subscribe(ctx: NewsletterContext, email: string): Promise<true> {
  const address = normalEmail(email);
  const now = ctx.now();
  await ctx.transaction(async (trx, send) => {
    const pending = await markSubscriberPending(trx, {
      email: address,
      store: ctx.store,
      now: now.toISOString(),
    });
    if (!pending) return;
    const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
    if ((await countConfirmTokensSince(trx, pending.id, dayAgo)) >= CONFIRM_MAILS_PER_DAY) return;
    await send({
      template: "newsletter-confirm",
      email: address,
      store: ctx.store,
      confirmToken: await newConfirmToken(trx, pending.id, now),
      unsubscribeToken: await newUnsubscribeToken(trx, pending.id, now),
      percent: WELCOME_COUPON_PERCENT,
    });
  });
  return true;
}
