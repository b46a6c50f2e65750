import { randomInt } from "node:crypto";
import { findWelcomeCouponCode, insertWelcomeCoupon, type Kysely, type Schema } from "@etalage/db";

/** The discount the newsletter promises (docs/specification/overview.md). */
export const WELCOME_COUPON_PERCENT = 10;

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** `WELKOM-7KQ2M-XH4PD`: 50 random bits, too many to guess, easy to type. */
export function newWelcomeCode(): string {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `WELKOM-${part()}-${part()}`;
}

/**
 * The subscriber's own welcome coupon: 10% off one order. Made at the first confirmation; an
 * address that unsubscribes and signs up again gets the same code, not a second discount.
 */
export async function welcomeCouponOf(db: Kysely<Schema>, subscriberId: number): Promise<string> {
  const existing = await findWelcomeCouponCode(db, subscriberId);
  if (existing) return existing;
  const code = newWelcomeCode();
  await insertWelcomeCoupon(db, {
    subscriberId,
    code,
    percent: WELCOME_COUPON_PERCENT,
    uses: 1,
    description: {
      nl: `${WELCOME_COUPON_PERCENT}% korting op één bestelling, als welkom bij de nieuwsbrief.`,
      en: `${WELCOME_COUPON_PERCENT}% off one order, as a welcome to the newsletter.`,
    },
  });
  return code;
}
